import type { Collection } from '@vitrine/catalog'
import type { ReactNode } from 'react'
import { plainText } from '../lib/format'
import { IntentLink } from './intent-link'

/** A collection page: breadcrumb, name and description, then its listing. */
export function CollectionContent({ collection, listing }: { collection: Collection; listing: ReactNode }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <IntentLink href="/">Shop</IntentLink> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{collection.name}</span>
      </nav>
      <header className="page-header">
        <h1>{collection.name}</h1>
        {collection.description && <p className="page-lead">{plainText(collection.description)}</p>}
      </header>
      {listing}
    </>
  )
}
