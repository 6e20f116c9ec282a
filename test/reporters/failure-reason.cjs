// Why a test failed, in one line for the closing summary of scripts/test.mjs: the error's first telling lines (its
// message and the lines of a diff that differ), without colours, the matcher's boilerplate or the stack, cut short.
// A CI log shown only by its tail then says what went wrong, not just where.
const LINES = 6;
const LENGTH = 500;

/** @param {string | undefined} message */
function failureReason(message) {
  const lines = String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line !== '' &&
        !/^expect\(/.test(line) &&
        !/^[-+] (Expected|Received)\b/.test(line) &&
        !/^at /.test(line) &&
        !/^Call log:/.test(line),
    )
    .slice(0, LINES);
  const reason = lines.join(' | ');
  return reason.length > LENGTH ? `${reason.slice(0, LENGTH - 1)}…` : reason;
}

module.exports = { failureReason };
