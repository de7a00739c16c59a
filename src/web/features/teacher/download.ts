/** A CSV's file name: the class's name and what it holds, without characters a file system refuses. */
export const csvName = (className: string, what: string, today = new Date()) =>
  `${className.replace(/[\\/:*?"<>|\p{Cc}]/gu, "-")} ${what} ${today.toISOString().slice(0, 10)}.csv`;

/** Downloads a CSV made here: nothing is sent anywhere. */
export function downloadCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Later, not at once: the browser reads the file after this click's task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
