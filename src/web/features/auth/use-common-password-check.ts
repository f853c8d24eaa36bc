import { useEffect, useState } from "react";

type CommonPasswordCheck = (password: string) => boolean;

// The list of common passwords is large, so it is fetched once, only when a new password is
// typed, and never held in the main bundle.
let loading: Promise<CommonPasswordCheck> | undefined;
function loadCheck(): Promise<CommonPasswordCheck> {
  loading ??= import("@common/accounts/common-passwords").then((module) => module.isCommonPassword);
  return loading;
}

/**
 * Whether the password is on the list the server refuses, or null until the list is loaded
 * (or when it could not be: the server still refuses such a password).
 */
export function useIsCommonPassword(password: string): boolean | null {
  const [check, setCheck] = useState<CommonPasswordCheck | null>(null);
  useEffect(() => {
    if (check || password === "") return;
    let current = true;
    loadCheck().then(
      (loaded) => {
        if (current) setCheck(() => loaded);
      },
      () => {
        loading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [check, password]);
  return check && password !== "" ? check(password) : null;
}
