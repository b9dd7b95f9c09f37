/** Moves the app to a path; the shell (or a remote's standalone host) plugs in its router. */
export type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}
