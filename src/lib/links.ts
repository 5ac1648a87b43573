// Builders for every outbound link: tel:, mailto: and wa.me. Each field is encoded, so no input can change the target.

/** `tel:` link from a number such as '+49 2154 123456' (spaces, slashes, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export interface MailDraft {
  readonly subject?: string;
  readonly body?: string;
}

/**
 * `mailto:` link to one fixed address. Subject and body are percent-encoded with line breaks as CRLF
 * (RFC 6068), so no value can add a recipient or a header.
 */
export function mailtoHref(address: string, draft: MailDraft = {}): string {
  const params: string[] = [];
  if (draft.subject) params.push(`subject=${encodeMailField(draft.subject)}`);
  if (draft.body) params.push(`body=${encodeMailField(draft.body)}`);
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}${params.length ? `?${params.join('&')}` : ''}`;
}

function encodeMailField(value: string): string {
  return encodeURIComponent(value.replace(/\r\n|\r|\n/g, '\r\n'));
}

/** WhatsApp chat link (wa.me) to a number in international format, with a prefilled message. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** How every link to another site opens: a new tab that cannot reach back into this page, and no referrer. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
