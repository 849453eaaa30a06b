/// The one right fix for page tags out of place: each page's tag becomes its position in the flow, from the flow's
/// tag base (`0, 1, 3, 3` → `0, 1, 2, 3`), going on from a tag the code jumps to on purpose. tag-sequence and duplicate-tag both give their findings these fixes.
///
/// It is certain only where every tag of the flow is an integer literal written at its page (so the whole
/// sequence is in view, and no constant that other code reads is changed), in a shape whose tags are the pager's
/// values: a page model's field, a `TabView` child's `.tag(…)`, a JSON page. Enum raw values and branch
/// conditions are left alone, and so is a literal that two flows would number differently.
enum TagRenumbering {
  /// The rule documentation's sentence about the fix.
  static let documentation = """
    `--fix` renumbers the tags in page order from the flow's first index (`0, 1, 3, 3` → `0, 1, 2, 3`), where \
    every tag of the flow is an integer literal written at its page: a page model's field, a `TabView` child's \
    `.tag(…)`, a JSON page. Enum raw values, branch conditions and tags read from constants are left to you.
    """

  /// Where a tag is written.
  struct Key: Hashable {
    var file: String
    var offset: Int
  }

  /// The fix of every tag of the project that renumbering changes, by where the tag is written.
  static func fixes(in project: Project) -> [Key: Fix] {
    var fixes: [Key: Set<Fix>] = [:]
    for flow in project.flows where flow.kind.traits.tagsWrittenPerPage && !flow.tagsAreCases {
      let tags = flow.pages.map(\.tag)
      guard tags.allSatisfy({ $0?.literal != nil && $0?.span != nil }) else { continue }
      for (tag, expected) in zip(tags, flow.expectedTags) {
        guard let tag, let span = tag.span, tag.literal != expected,
          let fix = Fix.replacing(
            span, in: tag.location.file, with: String(expected), summary: "set the tag to \(expected)")
        else { continue }
        fixes[Key(file: tag.location.file, offset: span.offset), default: []].insert(fix)
      }
    }
    return fixes.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  /// The fix for `tag`, from `fixes`.
  static func fix(for tag: Field<Int>, in fixes: [Key: Fix]) -> Fix? {
    tag.span.flatMap { fixes[Key(file: tag.location.file, offset: $0.offset)] }
  }
}
