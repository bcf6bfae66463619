import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TranslationProvider } from '../../i18n/react'
import '../../i18n/words.server'
import { Field } from './Field'
import { ErrorSummary, summaryItems } from './ErrorSummary'
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from './inputs'

const render = (element: ReactElement, locale: 'fr' | 'en' = 'fr') =>
  renderToStaticMarkup(<TranslationProvider locale={locale}>{element}</TranslationProvider>)

/** The first element of the markup matching a tag and an attribute, parsed into its attributes. */
function attributesOf(html: string, tag: string, attribute: string, value: string): Record<string, string> {
  const found = [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1] ?? '').find((attrs) => attrs.includes(`${attribute}="${value}"`))
  if (found === undefined) throw new Error(`no <${tag} ${attribute}="${value}"> in ${html}`)
  // Attribute names are case-insensitive in HTML (React writes autoComplete as is).
  return Object.fromEntries([...found.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [(m[1] ?? '').toLowerCase(), m[2] ?? '']))
}

const noop = () => {}

describe('TextField', () => {
  it('ties its label to the input and posts under its name', () => {
    const html = render(<TextField id="f-firstName" name="firstName" label="Prénom" value="" onChange={noop} autoComplete="given-name" />)
    expect(attributesOf(html, 'label', 'for', 'f-firstName')).toBeTruthy()
    const input = attributesOf(html, 'input', 'id', 'f-firstName')
    expect(input).toMatchObject({ name: 'firstName', type: 'text', autocomplete: 'given-name' })
    expect(input).not.toHaveProperty('aria-invalid')
    expect(input).not.toHaveProperty('aria-describedby')
    expect(input).not.toHaveProperty('required')
  })

  it('marks a required field with one asterisk hidden from assistive technology, worded in the page language', () => {
    const fr = render(<TextField id="f-zip" name="zip" label="NPA" required value="" onChange={noop} />)
    expect(attributesOf(fr, 'input', 'id', 'f-zip')).toHaveProperty('required')
    expect(fr).toContain('<span class="required" aria-hidden="true" title="obligatoire">*</span>')
    expect(fr.match(/class="required"/g)).toHaveLength(1)
    const en = render(<TextField id="f-zip" name="zip" label="Postcode" required value="" onChange={noop} />, 'en')
    expect(en).toContain('title="required">*</span>')
  })

  it('describes the input by its hint, then its error, and says it is invalid', () => {
    const html = render(<TextField id="f-phone" name="phone" type="tel" label="Téléphone" hint="Par exemple 079 123 45 67" error="Ce champ doit être un numéro de téléphone valide" value="x" onChange={noop} />)
    const input = attributesOf(html, 'input', 'id', 'f-phone')
    expect(input).toMatchObject({ type: 'tel', 'aria-invalid': 'true', 'aria-describedby': 'f-phone-hint f-phone-error' })
    expect(html).toContain('<p class="field-hint" id="f-phone-hint">Par exemple 079 123 45 67</p>')
    expect(html).toContain('<p class="field-error" id="f-phone-error">Ce champ doit être un numéro de téléphone valide</p>')
  })

  it('takes the types of the site and of the back office', () => {
    for (const type of ['email', 'tel', 'number', 'date', 'password'] as const) {
      expect(attributesOf(render(<TextField id="f" name="n" label="L" type={type} />), 'input', 'id', 'f').type).toBe(type)
    }
  })

  it('carries a language: lang on the input and the language after the label', () => {
    const fr = render(<TextField id="title-en" name="title.en" label="Titre" lang="en" required value="" onChange={noop} />)
    expect(attributesOf(fr, 'input', 'id', 'title-en').lang).toBe('en')
    expect(fr).toMatch(/<label for="title-en">Titre<span class="field-lang"> \(en anglais\)<\/span> <span class="required"/)
    const en = render(<TextField id="title-fr" name="title.fr" label="Title" lang="fr" value="" onChange={noop} />, 'en')
    expect(en).toContain('<span class="field-lang"> (in French)</span>')
  })
})

describe('the other controls', () => {
  it('a textarea and a select are wired the same way', () => {
    const area = render(<TextAreaField id="f-message" name="message" label="Message" required error="Ce champ est requis" value="" onChange={noop} rows={6} />)
    expect(attributesOf(area, 'textarea', 'id', 'f-message')).toMatchObject({ name: 'message', 'aria-invalid': 'true', 'aria-describedby': 'f-message-error', rows: '6' })
    expect(attributesOf(area, 'label', 'for', 'f-message')).toBeTruthy()
    const select = render(
      <SelectField id="f-state" name="state" label="Canton" required placeholder="Choisissez" error="Ce champ est requis" value="" onChange={noop} choices={[{ value: 'VS', label: 'Valais' }]} />,
    )
    expect(attributesOf(select, 'select', 'id', 'f-state')).toMatchObject({ name: 'state', 'aria-invalid': 'true', 'aria-describedby': 'f-state-error' })
    expect(select).toContain('<option value="" selected="">Choisissez</option><option value="VS">Valais</option>')
  })

  it('a checkbox has its label after it, its required mark and its error', () => {
    const html = render(<CheckboxField id="c-cg" name="cg" label="J'accepte" required error="Ce champ est requis" checked={false} onChange={noop} />)
    const box = attributesOf(html, 'input', 'id', 'c-cg')
    expect(box).toMatchObject({ type: 'checkbox', name: 'cg', value: 'true', 'aria-invalid': 'true', 'aria-describedby': 'c-cg-error' })
    expect(box).toHaveProperty('required')
    expect(html).toMatch(/<input[^>]*id="c-cg"[^>]*\/><label for="c-cg">J&#x27;accepte <span class="required"/)
  })

  it('a radio group is a fieldset named by its legend and described by its error', () => {
    const html = render(
      <RadioGroupField
        id="r-title"
        name="title"
        label="Civilité"
        required
        error="Ce champ est requis"
        value="mrs"
        onChange={noop}
        choices={[
          { value: 'mr', label: 'Monsieur' },
          { value: 'mrs', label: 'Madame' },
        ]}
      />,
    )
    expect(attributesOf(html, 'fieldset', 'aria-describedby', 'r-title-error')).toBeTruthy()
    expect(html).toMatch(/<legend class="label">Civilité <span class="required"/)
    const chosen = attributesOf(html, 'input', 'id', 'r-title-mrs')
    expect(chosen).toMatchObject({ type: 'radio', name: 'title', value: 'mrs', 'aria-invalid': 'true' })
    expect(chosen).toHaveProperty('checked')
    expect(attributesOf(html, 'label', 'for', 'r-title-mr')).toBeTruthy()
    expect(html).toContain('<p class="field-error" id="r-title-error">Ce champ est requis</p>')
  })

  it('a custom control gets the same wiring from Field', () => {
    const html = render(
      <Field id="a-address" label="Adresse" required hint="Choisissez une suggestion" error="Ce champ est invalide">
        {(control) => <input {...control} role="combobox" />}
      </Field>,
    )
    expect(attributesOf(html, 'input', 'id', 'a-address')).toMatchObject({ role: 'combobox', 'aria-invalid': 'true', 'aria-describedby': 'a-address-hint a-address-error' })
  })
})

describe('ErrorSummary', () => {
  it('links each error to its field, and is absent without errors', () => {
    const html = render(<ErrorSummary title="Le formulaire contient 1 erreur :" items={[{ target: 'f-zip', message: 'Ce champ est requis' }]} />)
    expect(html).toContain('<a href="#f-zip">Ce champ est requis</a>')
    expect(render(<ErrorSummary title="x" items={[]} />)).toBe('')
  })
})

describe('summaryItems', () => {
  it('lists the errors in the order of the fields, a radio group leading to its chosen choice', () => {
    const state = { values: { title: 'mrs' }, errors: { zip: 'Ce champ est requis', title: 'Ce champ est requis' } }
    expect(summaryItems(state, 'signup', ['title', 'firstName', 'zip'])).toEqual([
      { target: 'signup-title-mrs', message: 'Ce champ est requis' },
      { target: 'signup-zip', message: 'Ce champ est requis' },
    ])
    expect(summaryItems({ values: {}, errors: { title: 'x' } }, 'contact', ['title'])[0]?.target).toBe('contact-title-mr')
  })
})
