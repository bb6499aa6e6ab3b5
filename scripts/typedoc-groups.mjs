// A typedoc plugin: groups each package's exports the way a reader looks for them, so that a page
// leads with the client modules and functions, then the errors, the types, and the enumerations
// last (the order is `groupOrder` in typedoc.base.json). By rule rather than by a `@group` tag on
// every declaration, so that a new module or error class lands in its group by itself:
// - "Client modules": a variable whose type is core's `Module<…>` (`currentCart`, `products`);
// - "Errors": a class whose name ends in `Error`.
// Enumerations (a `const` object and the type of the same name) carry typedoc's own `@enum` tag,
// which makes the pair one entry of the "Enumerations" group. A declaration with its own `@group`
// tag keeps it.
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc'

/** @param {import('typedoc').DeclarationReflection} reflection */
function groupOf(reflection) {
  if (reflection.kindOf(ReflectionKind.Class) && reflection.name.endsWith('Error')) return 'Errors'
  const type = reflection.kindOf(ReflectionKind.Variable) ? reflection.type : undefined
  if (type?.type === 'reference' && type.name === 'Module') return 'Client modules'
  return undefined
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      // The project itself holds the exports when a package has one entry point.
      const modules = [context.project, ...context.project.getReflectionsByKind(ReflectionKind.SomeModule)]
      for (const module of modules) {
        for (const child of /** @type {import('typedoc').DeclarationReflection[]} */ (
          module.children ?? []
        )) {
          const group = groupOf(child)
          if (group === undefined || child.comment?.getTag('@group')) continue
          child.comment ??= new Comment()
          child.comment.blockTags.push(new CommentTag('@group', [{ kind: 'text', text: group }]))
        }
      }
    },
    100, // before typedoc's own GroupPlugin (-100) sorts the children into groups
  )
}
