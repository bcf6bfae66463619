import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { demoAgency, documentCustomer, orderDocument } from '../document.fixtures'
import { labelsFor } from './labels'
import { qrBillData, qrBillText } from './qr-bill.server'

describe('qrBillText', () => {
  it('keeps Latin-1, accents included', () => {
    expect(qrBillText("Hélène Fürst, Chemin de l'Éc à Zürich")).toBe("Hélène Fürst, Chemin de l'Éc à Zürich")
  })
  it('writes the letters of Latin Extended-A without their accent, or spelled out', () => {
    expect(qrBillText('Łukasz Dvořák')).toBe('Lukasz Dvorák')
    expect(qrBillText('Œuvre Şişli Đorđe')).toBe('OEuvre Sisli Dorde')
    expect(qrBillText('Rue d’Arve – 3')).toBe("Rue d'Arve - 3")
  })
  it('leaves out another script and folds white space', () => {
    expect(qrBillText('Иван  Petrov\n')).toBe('Petrov')
    expect(qrBillText('Иван')).toBe('')
  })
})

describe('qrBillData', () => {
  const labels = labelsFor('fr')

  it('pays the agency the amount due, in francs, with the QR reference of a QR-IBAN', () => {
    const data = qrBillData(orderDocument(), labels)
    expect(data).toMatchObject({
      creditor: { account: 'CH4431999123000889012', name: 'Crans-Montana Agency', address: 'Rue du Prado 12', zip: '3963', city: 'Crans-Montana', country: 'CH' },
      debtor: { name: 'Hélène Fürst', address: 'Chemin de la Forêt', buildingNumber: '14', zip: '1003', city: 'Lausanne', country: 'CH' },
      amount: 2234.75,
      currency: 'CHF',
      reference: '000000000000000048271639502',
      message: 'Commande 4827163950',
    })
  })

  it('takes the creditor reference with an ordinary IBAN and says "Order" in English', () => {
    const data = qrBillData(orderDocument({ locale: 'en', agency: demoAgency({ iban: 'CH9300762011623852957' }) }), labelsFor('en'))
    expect(data.reference).toBe('RF324827163950')
    expect(data.message).toBe('Order 4827163950')
  })

  it('leaves the debtor for the payer to write when nothing of the name is printable', () => {
    const data = qrBillData(orderDocument({ customer: documentCustomer({ firstName: 'Иван', lastName: 'Петров' }) }), labels)
    expect(data.debtor).toBeUndefined()
  })

  it('leaves out an empty building number', () => {
    const data = qrBillData(orderDocument({ customer: documentCustomer({ streetNumber: '' }) }), labels)
    expect(data.debtor).not.toHaveProperty('buildingNumber')
  })

  it('refuses an order with nothing due', () => {
    expect(() => qrBillData(orderDocument({ due: null }), labels)).toThrow(RangeError)
  })
})

describe('the amount of a QR-bill, at any balance (property)', () => {
  it('is the balance in francs to the centime, up to CHF 999 million (the most a QR-bill takes)', () => {
    const labels = labelsFor('fr')
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (centimes) => {
        const { amount } = qrBillData(orderDocument({ due: { amount: centimes, by: '2027-01-01' } }), labels)
        // swissqrbill writes the amount with toFixed(2) into the code and on the slip.
        expect(amount?.toFixed(2)).toBe(`${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, '0')}`)
      }),
    )
  })
})
