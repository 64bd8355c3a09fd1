/** Links a phone opens for Suuq's contact details (`contact`): a call, a WhatsApp chat, an email. */
/** "+252 61 555 0100" → "tel:+252615550100": the dialler takes digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** "+252 77 555 0100" → "https://wa.me/252775550100": WhatsApp's chat link wants the number without a plus. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
