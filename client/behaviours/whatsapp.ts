// WhatsApp links go through Google's conversion hook when the owner has added one to the page (spec).

declare global {
  interface Window {
    /** Google Ads' snippet: reports the conversion, then opens `url` itself. */
    gtag_report_conversion?: (url?: string) => boolean;
  }
}

export function reportWhatsAppClicks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href^="https://wa.me/"]');
    if (!link || typeof window.gtag_report_conversion !== 'function') return;
    event.preventDefault();
    window.gtag_report_conversion(link.href);
  });
}
