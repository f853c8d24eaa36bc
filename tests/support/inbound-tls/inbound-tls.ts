import { fileURLToPath } from "node:url";

/** The test certificate of the inbound SMTP listener (see README.md here), as files. */
export const inboundTls = {
  cert: fileURLToPath(new URL("cert.pem", import.meta.url)),
  key: fileURLToPath(new URL("key.pem", import.meta.url)),
  /** A file that is not PEM. */
  readme: fileURLToPath(new URL("README.md", import.meta.url)),
};
