export declare const compressibleExtensions: string[];
export declare const smallestCompressedFile: number;
export declare function precompressFolder(folder: string): Promise<void>;
