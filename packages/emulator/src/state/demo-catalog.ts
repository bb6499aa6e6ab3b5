import type {
  CollectionRecord,
  DiscountType,
  MediaItemRecord,
  OptionType,
  PricePerUnitRecord,
  ProductRecord,
  ProductType,
  VariantRecord,
} from '../catalog/product-record'
import { choiceCombinations } from '../catalog/variants'
import { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID } from '../constants'

/** Deterministic, GUID-shaped ids of the demo data. */
function demoId(kind: number, index: number, middle = 0): string {
  return `5eed000${kind}-${String(middle).padStart(4, '0')}-4000-8000-${String(index).padStart(12, '0')}`
}

const SEEDED_AT = Date.parse('2025-01-06T09:00:00.000Z')

function seededDate(index: number): string {
  return new Date(SEEDED_AT + index * 3_600_000).toISOString()
}

/** Media served by the emulator itself (`/_emulator/media/<id>.svg`), so the demo needs no network. */
function demoMedia(slug: string, title: string, count: number): MediaItemRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${slug}-${i + 1}.svg`,
    mediaType: 'image' as const,
    title: count > 1 ? `${title} (${i + 1})` : title,
    url: `/_emulator/media/${slug}-${i + 1}.svg`,
    width: 1000,
    height: 1000,
  }))
}

interface DemoCollectionSpec {
  slug: string
  name: string
  description: string
}

const COLLECTIONS: DemoCollectionSpec[] = [
  { slug: 'apparel', name: 'Apparel', description: 'Tees, hoodies and jackets made to last.' },
  { slug: 'accessories', name: 'Accessories', description: 'Bags, caps and small things that matter.' },
  { slug: 'home-living', name: 'Home & Living', description: 'Mugs, candles and prints for calm rooms.' },
  { slug: 'digital', name: 'Digital Goods', description: 'Instant downloads: books, fonts and wallpapers.' },
  { slug: 'sale', name: 'Sale', description: 'Marked down while stocks last.' },
]

/** Stock of a demo variant: a tracked quantity, or untracked in/out of stock. */
type DemoStock = number | 'in' | 'out'

interface DemoOptionSpec {
  name: string
  type: OptionType
  /** `[description, value]`; for colours the value is the hex code. */
  choices: [string, string?][]
}

interface DemoProductSpec {
  name: string
  slug: string
  type: ProductType
  price: number
  cost?: number
  weight?: number
  description: string
  collections: string[]
  brand?: string
  ribbon?: string
  discount?: [DiscountType, number]
  options?: DemoOptionSpec[]
  /** Own price of a variant (managed variants), by its choices. */
  variantPrice?: (choices: Record<string, string>) => number
  /** Stock of every variant, or of each variant by its choices. */
  stock?: DemoStock | ((choices: Record<string, string>, index: number) => DemoStock)
  visible?: boolean
  pricePerUnit?: PricePerUnitRecord
  images?: number
}

const SIZES: [string, string?][] = [['S'], ['M'], ['L'], ['XL']]

const PRODUCTS: DemoProductSpec[] = [
  {
    name: 'Classic Tee',
    slug: 'classic-tee',
    type: 'physical',
    price: 25,
    cost: 9,
    weight: 0.2,
    description: 'A heavyweight cotton tee with a relaxed fit.',
    collections: ['apparel'],
    brand: 'Vitrine Basics',
    ribbon: 'Bestseller',
    options: [
      { name: 'Size', type: 'drop_down', choices: SIZES },
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Black', '#000000'],
          ['White', '#ffffff'],
          ['Navy', '#1f2a44'],
        ],
      },
    ],
    variantPrice: (c) => (c['Size'] === 'XL' ? 27 : 25),
    stock: (c, i) => (c['Color'] === 'Navy' && c['Size'] === 'XL' ? 0 : 10 + i),
    images: 3,
  },
  {
    name: 'Organic Hoodie',
    slug: 'organic-hoodie',
    type: 'physical',
    price: 59,
    cost: 24,
    weight: 0.6,
    description: 'Brushed organic cotton, kangaroo pocket, ribbed cuffs.',
    collections: ['apparel'],
    brand: 'Vitrine Basics',
    options: [{ name: 'Size', type: 'drop_down', choices: SIZES }],
    variantPrice: (c) => (c['Size'] === 'XL' ? 64 : 59),
    stock: 8,
    images: 2,
  },
  {
    name: 'Linen Shirt',
    slug: 'linen-shirt',
    type: 'physical',
    price: 48,
    cost: 18,
    weight: 0.3,
    description: 'Washed linen, mother-of-pearl buttons.',
    collections: ['apparel', 'sale'],
    brand: 'Atelier Nord',
    ribbon: 'Sale',
    discount: ['PERCENT', 10],
    options: [
      { name: 'Size', type: 'drop_down', choices: SIZES },
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Sand', '#d8c8a8'],
          ['Sage', '#9caf88'],
        ],
      },
    ],
    stock: (c) => (c['Color'] === 'Sage' ? 0 : 5),
    images: 2,
  },
  {
    name: 'Denim Jacket',
    slug: 'denim-jacket',
    type: 'physical',
    price: 95,
    cost: 40,
    weight: 0.9,
    description: 'Selvedge denim trucker jacket. Back soon.',
    collections: ['apparel'],
    brand: 'Atelier Nord',
    options: [{ name: 'Size', type: 'drop_down', choices: SIZES }],
    stock: 0,
  },
  {
    name: 'Wool Beanie',
    slug: 'wool-beanie',
    type: 'physical',
    price: 19,
    cost: 6,
    weight: 0.1,
    description: 'Merino rib-knit beanie.',
    collections: ['apparel', 'accessories'],
    brand: 'Vitrine Basics',
    options: [
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Charcoal', '#36454f'],
          ['Mustard', '#e1ad01'],
          ['Forest', '#228b22'],
        ],
      },
    ],
    stock: 'in',
    images: 3,
  },
  {
    name: 'Running Socks 3-Pack',
    slug: 'running-socks',
    type: 'physical',
    price: 12,
    cost: 3.5,
    weight: 0.15,
    description: 'Cushioned soles, breathable mesh.',
    collections: ['apparel'],
    options: [{ name: 'Size', type: 'drop_down', choices: [['S'], ['M'], ['L']] }],
    stock: 30,
  },
  {
    name: 'Rain Jacket',
    slug: 'rain-jacket',
    type: 'physical',
    price: 89,
    cost: 35,
    weight: 0.5,
    description: 'Taped seams, packable hood.',
    collections: ['apparel', 'sale'],
    brand: 'Atelier Nord',
    ribbon: 'Sale',
    discount: ['AMOUNT', 10],
    options: [
      { name: 'Size', type: 'drop_down', choices: SIZES },
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Yellow', '#ffd300'],
          ['Olive', '#708238'],
        ],
      },
    ],
    stock: (_c, i) => (i % 3 === 0 ? 0 : 4),
    images: 2,
  },
  {
    name: 'Canvas Tote Bag',
    slug: 'canvas-tote',
    type: 'physical',
    price: 18,
    cost: 5,
    weight: 0.25,
    description: 'Heavy canvas tote with an inside pocket.',
    collections: ['accessories'],
    brand: 'Vitrine Basics',
    stock: 40,
    images: 2,
  },
  {
    name: 'Leather Wallet',
    slug: 'leather-wallet',
    type: 'physical',
    price: 45,
    cost: 15,
    weight: 0.1,
    description: 'Vegetable-tanned leather, six card slots.',
    collections: ['accessories'],
    brand: 'Atelier Nord',
    options: [
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Tan', '#d2b48c'],
          ['Black', '#000000'],
        ],
      },
    ],
    stock: (c) => (c['Color'] === 'Tan' ? 3 : 12),
    images: 2,
  },
  {
    name: 'Aviator Sunglasses',
    slug: 'aviator-sunglasses',
    type: 'physical',
    price: 79,
    cost: 22,
    weight: 0.05,
    description: 'Polarised lenses in a light steel frame.',
    collections: ['accessories'],
    ribbon: 'New',
    stock: 'in',
  },
  {
    name: 'Baseball Cap',
    slug: 'baseball-cap',
    type: 'physical',
    price: 22,
    cost: 6,
    weight: 0.1,
    description: 'Six panels, adjustable strap.',
    collections: ['accessories'],
    brand: 'Vitrine Basics',
    options: [
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['Navy', '#1f2a44'],
          ['Stone', '#b8b09b'],
        ],
      },
    ],
    stock: 15,
    images: 2,
  },
  {
    name: 'Travel Backpack',
    slug: 'travel-backpack',
    type: 'physical',
    price: 120,
    cost: 48,
    weight: 1.2,
    description: '35 l, laptop sleeve, carry-on size. Sold out.',
    collections: ['accessories'],
    brand: 'Atelier Nord',
    stock: 0,
  },
  {
    name: 'Enamel Pin Set',
    slug: 'enamel-pin-set',
    type: 'physical',
    price: 9.5,
    cost: 2,
    weight: 0.03,
    description: 'Three hard-enamel pins.',
    collections: ['accessories', 'sale'],
    ribbon: 'Sale',
    discount: ['PERCENT', 20],
    stock: 2,
  },
  {
    name: 'Ceramic Mug',
    slug: 'ceramic-mug',
    type: 'physical',
    price: 16,
    cost: 4,
    weight: 0.35,
    description: 'Stoneware mug, 350 ml, dishwasher safe.',
    collections: ['home-living'],
    options: [
      {
        name: 'Color',
        type: 'color',
        choices: [
          ['White', '#ffffff'],
          ['Black', '#000000'],
          ['Terracotta', '#e2725b'],
        ],
      },
    ],
    stock: 20,
    images: 3,
  },
  {
    name: 'Soy Candle',
    slug: 'soy-candle',
    type: 'physical',
    price: 24,
    cost: 7,
    weight: 0.4,
    description: 'Hand-poured soy wax, 45 hours.',
    collections: ['home-living'],
    options: [{ name: 'Scent', type: 'drop_down', choices: [['Cedar'], ['Lavender'], ['Citrus']] }],
    stock: (c) => (c['Scent'] === 'Lavender' ? 0 : 'in'),
  },
  {
    name: 'Art Print',
    slug: 'art-print',
    type: 'physical',
    price: 20,
    cost: 5,
    weight: 0.2,
    description: 'Giclée print on 300 gsm paper.',
    collections: ['home-living'],
    ribbon: 'New',
    options: [{ name: 'Size', type: 'drop_down', choices: [['A4'], ['A3'], ['A2']] }],
    variantPrice: (c) => ({ A4: 20, A3: 30, A2: 45 })[c['Size'] as 'A4'] ?? 20,
    stock: 'in',
  },
  {
    name: 'Throw Blanket',
    slug: 'throw-blanket',
    type: 'physical',
    price: 69,
    cost: 26,
    weight: 1.1,
    description: 'Recycled wool, fringed edges.',
    collections: ['home-living', 'sale'],
    ribbon: 'Sale',
    discount: ['PERCENT', 15],
    stock: 6,
  },
  {
    name: 'Plant Pot',
    slug: 'plant-pot',
    type: 'physical',
    price: 14,
    cost: 4,
    weight: 0.8,
    description: 'Terracotta pot with a saucer.',
    collections: ['home-living'],
    options: [{ name: 'Size', type: 'drop_down', choices: [['Small'], ['Medium'], ['Large']] }],
    variantPrice: (c) => ({ Small: 14, Medium: 19, Large: 26 })[c['Size'] as 'Small'] ?? 14,
    stock: (c) => (c['Size'] === 'Large' ? 1 : 9),
  },
  {
    name: 'Coffee Beans',
    slug: 'coffee-beans',
    type: 'physical',
    price: 28,
    cost: 11,
    weight: 1,
    description: 'Single-origin, roasted weekly. 1 kg bag.',
    collections: ['home-living'],
    brand: 'Roastery Nine',
    options: [{ name: 'Grind', type: 'drop_down', choices: [['Whole bean'], ['Espresso'], ['Filter']] }],
    stock: 'in',
    pricePerUnit: {
      totalQuantity: 1,
      totalMeasurementUnit: 'KG',
      baseQuantity: 100,
      baseMeasurementUnit: 'G',
    },
  },
  {
    name: 'Field Guide E-book',
    slug: 'field-guide-ebook',
    type: 'digital',
    price: 12,
    cost: 0,
    description: 'A 120-page guide to the birds of the coast (PDF, EPUB).',
    collections: ['digital'],
    stock: 'in',
  },
  {
    name: 'Desktop Wallpaper Pack',
    slug: 'wallpaper-pack',
    type: 'digital',
    price: 4.99,
    cost: 0,
    description: 'Twelve 5K wallpapers.',
    collections: ['digital', 'sale'],
    ribbon: 'Sale',
    discount: ['AMOUNT', 1],
    stock: 'in',
  },
  {
    name: 'Display Font License',
    slug: 'display-font',
    type: 'digital',
    price: 29,
    cost: 0,
    description: 'A geometric display typeface, OTF and WOFF2.',
    collections: ['digital'],
    brand: 'Type Office',
    options: [{ name: 'License', type: 'drop_down', choices: [['Personal'], ['Commercial']] }],
    variantPrice: (c) => (c['License'] === 'Commercial' ? 99 : 29),
    stock: 'in',
  },
  {
    name: 'Recipe Collection',
    slug: 'recipe-collection',
    type: 'digital',
    price: 9,
    cost: 0,
    description: 'Fifty weeknight recipes (PDF).',
    collections: ['digital'],
    stock: 'in',
  },
  {
    name: 'Gift Card',
    slug: 'gift-card',
    type: 'digital',
    price: 25,
    description: 'Delivered by e-mail, valid for two years.',
    collections: ['digital'],
    options: [{ name: 'Amount', type: 'drop_down', choices: [['$25'], ['$50'], ['$100']] }],
    variantPrice: (c) => ({ $25: 25, $50: 50, $100: 100 })[c['Amount'] as '$25'] ?? 25,
    stock: 'in',
  },
  {
    name: 'Meditation Audio Pack',
    slug: 'meditation-audio',
    type: 'digital',
    price: 15,
    cost: 0,
    description: 'Ten guided sessions (MP3). Hidden until launch.',
    collections: ['digital'],
    stock: 'in',
    visible: false,
  },
  {
    name: 'Sticker Sheet',
    slug: 'sticker-sheet',
    type: 'physical',
    price: 5,
    cost: 1,
    weight: 0.02,
    description: 'Twelve weatherproof vinyl stickers.',
    collections: ['accessories', 'sale'],
    ribbon: 'Sale',
    discount: ['PERCENT', 50],
    stock: 100,
  },
]

function variantStock(stock: DemoStock): Pick<VariantRecord, 'trackQuantity' | 'quantity' | 'inStock'> {
  if (stock === 'in') return { trackQuantity: false, inStock: true }
  if (stock === 'out') return { trackQuantity: false, inStock: false }
  return { trackQuantity: true, quantity: stock, inStock: stock > 0 }
}

function buildProduct(
  spec: DemoProductSpec,
  index: number,
  collectionIds: Map<string, string>,
): ProductRecord {
  const productNumber = index + 1
  const options = (spec.options ?? []).map((option) => ({
    name: option.name,
    optionType: option.type,
    choices: option.choices.map(([description, value]) => ({
      value: value ?? description,
      description,
      mediaIds: [] as string[],
      visible: true,
    })),
  }))
  const stockOf = (choices: Record<string, string>, i: number): DemoStock =>
    typeof spec.stock === 'function' ? spec.stock(choices, i) : (spec.stock ?? 'in')
  const combinations = choiceCombinations(options)
  const variants: VariantRecord[] =
    options.length === 0
      ? [{ id: DEFAULT_VARIANT_ID, choices: {}, visible: true, ...variantStock(stockOf({}, 0)) }]
      : combinations.map((choices, i) => ({
          id: demoId(3, i + 1, productNumber),
          choices,
          ...(spec.variantPrice ? { price: spec.variantPrice(choices), cost: spec.cost } : {}),
          weight: spec.weight ?? 0,
          sku: `${spec.slug.toUpperCase()}-${Object.values(choices)
            .join('-')
            .toUpperCase()
            .replace(/[^A-Z0-9-]/g, '')}`,
          visible: true,
          ...variantStock(stockOf(choices, i)),
        }))
  const media = demoMedia(spec.slug, spec.name, spec.images ?? 1)
  // Colour choices show their own picture when the product has several.
  const firstColor = options.find((o) => o.optionType === 'color')
  if (firstColor && media.length > 1) {
    firstColor.choices.forEach((choice, i) => {
      const item = media[i % media.length]
      if (item) choice.mediaIds.push(item.id)
    })
  }
  return {
    id: demoId(1, productNumber),
    name: spec.name,
    slug: spec.slug,
    visible: spec.visible ?? true,
    productType: spec.type,
    description: spec.description,
    sku: spec.slug.toUpperCase(),
    weight: spec.weight ?? 0,
    price: spec.price,
    ...(spec.cost === undefined ? {} : { cost: spec.cost }),
    discount: spec.discount
      ? { type: spec.discount[0], value: spec.discount[1] }
      : { type: 'NONE', value: 0 },
    ...(spec.pricePerUnit ? { pricePerUnitData: spec.pricePerUnit } : {}),
    manageVariants: options.length > 0,
    productOptions: options,
    variants,
    media,
    collectionIds: spec.collections.map((slug) => collectionIds.get(slug) ?? slug),
    ...(spec.ribbon ? { ribbon: spec.ribbon } : {}),
    ...(spec.brand ? { brand: spec.brand } : {}),
    additionalInfoSections: [
      { title: 'Care', description: 'Look after it and it will look after you.' },
      { title: 'Returns', description: 'Free returns within 30 days.' },
    ],
    customTextFields: [],
    numericId: String(1_000_000 + productNumber),
    createdDate: seededDate(index),
    lastUpdated: seededDate(index + 100),
  }
}

/**
 * The colour (`#rrggbb`) of a demo product's picture number `index` (from 0): pictures follow the
 * choices of the product's first colour option, in order. `undefined` for anything else.
 */
export function demoMediaColor(slug: string, index: number): string | undefined {
  const spec = PRODUCTS.find((p) => p.slug === slug)
  const color = spec?.options?.find((o) => o.type === 'color')
  return color?.choices[index]?.[1]
}

/** The demo catalogue: collections (All Products first) and products. Fresh objects on every call. */
export function demoCatalog(): { collections: CollectionRecord[]; products: ProductRecord[] } {
  const collectionIds = new Map(COLLECTIONS.map((c, i) => [c.slug, demoId(2, i + 1)]))
  const collections: CollectionRecord[] = [
    {
      id: ALL_PRODUCTS_COLLECTION_ID,
      name: 'All Products',
      slug: 'all-products',
      visible: true,
      description: 'Everything in the store.',
      media: [],
    },
    ...COLLECTIONS.map((c) => ({
      id: collectionIds.get(c.slug) ?? c.slug,
      name: c.name,
      slug: c.slug,
      visible: true,
      description: c.description,
      media: demoMedia(`collection-${c.slug}`, c.name, 1),
    })),
  ]
  return { collections, products: PRODUCTS.map((spec, i) => buildProduct(spec, i, collectionIds)) }
}
