/** Fades out and removes the #preloader element of index.html. */
export function hidePreloader(): void {
  const preloader = document.getElementById('preloader');
  if (!preloader) return;
  preloader.setAttribute('data-hidden', '');
  window.setTimeout(() => preloader.remove(), 400);
}
