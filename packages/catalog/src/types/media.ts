import type { MediaItemType } from './enumerations'

/** An image or file of a media item: URL and pixel size. */
export interface MediaItemUrlAndSize {
  /** Where the file is served. */
  url?: string
  /** Width in pixels. */
  width?: number
  /** Height in pixels. */
  height?: number
  /** File format (`jpg`, `mp4`, …). */
  format?: string | null
  /** Alternative text of an image. */
  altText?: string | null
}

/** The files of a video media item. */
export interface MediaItemVideo {
  /** The video in each of its encodings. */
  files?: MediaItemUrlAndSize[]
  /** Media id of the frame shown before playback. */
  stillFrameMediaId?: string
}

/** One media item of a product, a choice or a collection. */
export interface MediaItem {
  /** Media id. */
  id?: string
  /** The image, for an image item. */
  image?: MediaItemUrlAndSize
  /** The video, for a video item. */
  video?: MediaItemVideo
  /** A thumbnail. */
  thumbnail?: MediaItemUrlAndSize
  /** Kind of item. */
  mediaType?: MediaItemType
  /** Title. */
  title?: string
}

/** The media of a product, a choice or a collection. */
export interface Media {
  /** The item shown first. */
  mainMedia?: MediaItem
  /** Every item, in display order. */
  items?: MediaItem[]
}

/** A point of interest in an image, in fractions of its width and height (floats on the wire). */
export interface FocalPoint {
  /** Horizontal position, 0 … 1. */
  x?: number
  /** Vertical position, 0 … 1. */
  y?: number
  /** Height of the area of interest. */
  height?: number | null
  /** Width of the area of interest. */
  width?: number | null
}

/** An image of a store variant's media. */
export interface Image {
  /** Media id. */
  id?: string
  /** Where the image is served. */
  url?: string
  /** Height in pixels. */
  height?: number
  /** Width in pixels. */
  width?: number
  /** Alternative text. */
  altText?: string | null
  /** When `url` stops working, for expiring URLs. */
  urlExpirationDate?: Date | null
  /** Original file name. */
  filename?: string | null
  /** File size in bytes (a decimal string, as the platform sends 64-bit integers). */
  sizeInBytes?: string | null
  /** Point of interest. */
  focalPoint?: FocalPoint
}

/** One encoding of a video. */
export interface VideoResolution {
  /** Where this encoding is served. */
  url?: string
  /** Height in pixels. */
  height?: number
  /** Width in pixels. */
  width?: number
  /** Still image of this encoding. */
  poster?: Image
  /** Video format (`mp4`, …). */
  format?: string
  /** When `url` stops working, for expiring URLs. */
  urlExpirationDate?: Date | null
  /** File size in bytes (a decimal string). */
  sizeInBytes?: string | null
}

/** A video of a store variant's media, with its encodings and posters. */
export interface Video {
  /** Media id. */
  id?: string
  /** Where the original is served. */
  url?: string
  /** The video in each available encoding. */
  resolutions?: VideoResolution[]
  /** Original file name. */
  filename?: string | null
  /** Still images. */
  posters?: Image[]
  /** When `url` stops working, for expiring URLs. */
  urlExpirationDate?: Date | null
  /** File size in bytes (a decimal string). */
  sizeInBytes?: string | null
}

/** The media of a store variant: an image or a video. */
export interface VariantMedia {
  /** The variant's image. */
  image?: Image
  /** The variant's video. */
  video?: Video
}

/** A media item to add to a product: an existing media id or a URL to import, optionally for one choice. */
export interface MediaSource {
  /** Id of media already in the site's media manager. Give this or `url`. */
  mediaId?: string
  /** An http(s) URL to import. Give this or `mediaId`. */
  url?: string
  /** Attach the media to one choice of an option as well. */
  choice?: OptionAndChoice
}

/** One choice of one product option, by name. */
export interface OptionAndChoice {
  /** Option name, e.g. `Color`. */
  option: string
  /** Choice value, e.g. `Red`. */
  choice: string
}

/** Media to attach to (or detach from) one choice of an option. */
export interface ChoiceMedia {
  /** Option name, e.g. `Color`. */
  option: string
  /** Choice value, e.g. `Red`. */
  choice: string
  /** Ids of the product's media items. */
  mediaIds: string[]
}
