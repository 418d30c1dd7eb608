/**
 * One row of the modal's view table: the element that renders a router view and how its
 * module loads. Its own module so that the opening views (opening-views.ts) and the full
 * table (view-loaders.ts) share it without importing each other.
 */
export type ViewEntry = {
  /** The custom element the view module registers. */
  tag: string
  load: () => Promise<unknown>
}
