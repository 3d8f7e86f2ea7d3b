// The desk's three screens as one lazily loaded chunk: only admins open them, and one chunk keeps
// the modules they share out of the shared chunk every visitor's first load carries.
export { CatalogPage } from "./catalog-page";
export { CourseEditorPage } from "./course-editor-page";
export { CreatorEditorPage } from "./creator-editor-page";
