import { useTranslation } from '../../i18n/react'
import type { RootData } from '../../lib/root-data'
import { Icon } from './Icon'

/** "+41 27 480 00 00" → "tel:+41274800000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

type ContactBlockProps = {
  contact: RootData['contact']
  headingLevel?: 2 | 3
  className?: string
}

/** Address, phone and e-mail of the agency (its one address, from the settings: also in the e-mails and documents). */
export function ContactBlock({ contact, headingLevel = 2, className }: ContactBlockProps) {
  const { t } = useTranslation('layout')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { address } = contact
  return (
    <div className={className ? `contact-block ${className}` : 'contact-block'}>
      <Heading className="contact-block__title">{t('contact.title')}</Heading>
      <address className="contact-block__address">
        <p className="contact-block__line">
          <Icon name="pin" size={20} />
          <span>
            <span className="visually-hidden">{t('contact.addressLabel')} </span>
            {address.name}
            <br />
            {address.street}
            <br />
            {address.zip} {address.city}
            <br />
            {t('contact.country')}
          </span>
        </p>
        <p className="contact-block__line">
          <Icon name="phone" size={20} />
          <span>
            <span className="visually-hidden">{t('contact.phoneLabel')} </span>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </span>
        </p>
        <p className="contact-block__line">
          <Icon name="mail" size={20} />
          <span>
            <span className="visually-hidden">{t('contact.emailLabel')} </span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        </p>
      </address>
    </div>
  )
}
