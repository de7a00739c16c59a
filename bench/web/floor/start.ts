// The page with no framework, or with React 19 at `/?react`: each with its own code only.
void (window.location.search === "?react" ? import("./react") : import("./plain"));
