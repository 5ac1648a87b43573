// JSON-LD for search engines, built from the business facts: the organisation and its two clinics. No FAQPage: Google
// shows FAQ results only for authorities' sites since 2023, and the answers would weigh on every landing page's
// first round trip (docs/messungen.md).
import { formatEuro } from '../lib/format.ts';
import { paths } from '../routes.ts';
import { brand, type Clinic, clinics, contact, links, website } from '../site.ts';
import { siteUrl } from './site-url.ts';

const SCHEMA = 'https://schema.org';

/** A clinic as far as the facts go: no `medicalSpecialty`, since no fact says which specialty its doctors hold. */
function clinicData(clinic: Clinic) {
  return {
    '@type': 'MedicalClinic',
    name: clinic.name,
    url: siteUrl(paths.home),
    telephone: contact.phoneE164,
    email: contact.email,
    priceRange: `ab ${formatEuro(clinic.priceFrom)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address.street,
      postalCode: clinic.address.postalCode,
      addressLocality: clinic.address.city,
      addressCountry: clinic.address.countryCode,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: contact.openingHours.days,
      opens: contact.openingHours.opens,
      closes: contact.openingHours.closes,
    },
  };
}

/** The organisation with both clinics as its locations. */
export function organisationData() {
  return {
    '@context': SCHEMA,
    '@type': 'MedicalOrganization',
    name: brand.name,
    description: `${brand.tagline} in ${clinics.istanbul.city} und ${clinics.willich.city}`,
    url: siteUrl(paths.home),
    logo: siteUrl('/images/icon-512.png'),
    image: siteUrl(website.shareImage.path),
    email: contact.email,
    telephone: contact.phoneE164,
    sameAs: [links.instagram],
    location: [clinicData(clinics.istanbul), clinicData(clinics.willich)],
  };
}
