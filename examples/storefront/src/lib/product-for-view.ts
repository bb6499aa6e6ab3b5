// What the product page hands its client part (`ProductView`): the product's fields it shows or
// decides with, nothing else. A client component's props travel in the page's inline RSC payload,
// so the whole product (description, SEO data, every media size, costs) would be sent a second
// time as data for React. Pure, and unit-tested.
import type { MediaItem, Product, Variant } from '@vitrine/catalog'

/** `value` without its undefined fields (React's payload spells each one out). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

/** A picture as the gallery shows it: its id (to follow a chosen colour), URL and words, thumbnail. */
function picture(item: MediaItem): MediaItem {
  return defined({
    id: item.id,
    image: item.image?.url
      ? defined({ url: item.image.url, altText: item.image.altText ?? undefined })
      : undefined,
    thumbnail: item.thumbnail?.url ? { url: item.thumbnail.url } : undefined,
  })
}

function variant(v: Variant): Variant {
  const price = v.variant?.priceData
  return defined({
    id: v.id,
    choices: v.choices,
    variant: defined({
      priceData: price ? defined({ price: price.price, discountedPrice: price.discountedPrice }) : undefined,
      visible: v.variant?.visible,
    }),
    stock: v.stock
      ? defined({
          trackQuantity: v.stock.trackQuantity,
          quantity: v.stock.quantity,
          inStock: v.stock.inStock,
        })
      : undefined,
  })
}

/**
 * The product as `ProductView` needs it: name, brand, ribbon, type, prices, stock, options and
 * their choices (a choice's picture by its id), variants (choices, prices, stock) and the
 * gallery's pictures. Still a `Product`: the shop's product rules (`product-facts`) read it as
 * they read the platform's.
 */
export function productForView(product: Product): Product {
  const { priceData, stock, media } = product
  return defined({
    id: product.id,
    name: product.name ?? undefined,
    slug: product.slug,
    brand: product.brand ?? undefined,
    ribbon: product.ribbon ?? undefined,
    productType: product.productType,
    priceData: priceData
      ? defined({
          currency: priceData.currency,
          price: priceData.price,
          discountedPrice: priceData.discountedPrice,
        })
      : undefined,
    stock: stock ? defined({ inStock: stock.inStock, inventoryStatus: stock.inventoryStatus }) : undefined,
    productOptions: product.productOptions?.map((option) =>
      defined({
        name: option.name,
        optionType: option.optionType,
        choices: option.choices?.map((choice) => {
          const shows = choice.media?.items?.[0] ?? choice.media?.mainMedia
          return defined({
            value: choice.value,
            description: choice.description,
            media: shows?.id ? { items: [{ id: shows.id }] } : undefined,
          })
        }),
      }),
    ),
    variants: product.variants?.map(variant),
    media: media
      ? defined({
          mainMedia: media.mainMedia ? picture(media.mainMedia) : undefined,
          items: media.items?.map(picture),
        })
      : undefined,
  })
}
