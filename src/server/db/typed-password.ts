import { createInterface } from "node:readline";
import { CommandRefused } from "../data-folder/operator-command";

/** Reads what is typed at the terminal without showing it; Ctrl-C cancels. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n" || character === "\u0004") {
          finish();
          resolve(typed);
          return;
        }
        if (character === "\u0003") {
          finish();
          reject(new CommandRefused("Cancelled: the admin password was not changed.", 130));
          return;
        }
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += character;
      }
    };
    stdin.on("data", onData);
  });
}

/** The first line of standard input, without its line ending. */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

/**
 * The new password: typed twice without echo at a terminal, or the first line of standard
 * input otherwise (`printf '%s\n' "$PASSWORD" | npm run admin:password`).
 */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await firstLine();
    if (!password)
      throw new CommandRefused("Give the new admin password on the first line of standard input.");
    return password;
  }
  const password = await askHidden("New admin password: ");
  const again = await askHidden("Type it again: ");
  if (password !== again)
    throw new CommandRefused("The two passwords differ: nothing was changed.");
  return password;
}
