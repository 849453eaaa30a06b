/// Reading a colour set's `colors[]`: each entry's idiom, appearances, colour space and components as written.
/// Shapes that are not colours at all (a `colors` that is no array, an entry that is no object) are problems;
/// values are left for the colour rules to judge.
extension CatalogWalker {
  mutating func readColors(_ root: JSONNode) -> [AssetColor] {
    guard let colors = root["colors"] else { return [] }
    guard let entries = colors.arrayElements else {
      wrongShape(colors, "`colors` must be an array of colour entries")
      return []
    }
    // An entry without `color` is an empty slot (a new `AccentColor` has one): the system colour stands in.
    return entries.filter { $0["color"] != nil || $0.objectMembers == nil }.compactMap { readColor($0) }
  }

  private mutating func readColor(_ entry: JSONNode) -> AssetColor? {
    guard entry.objectMembers != nil else {
      wrongShape(entry, "each `colors` entry must be an object such as {\"idiom\": \"universal\", \"color\": {…}}")
      return nil
    }
    let color = entry["color"]
    let components = color?["components"]?.objectMembers ?? []
    return AssetColor(
      idiom: optionalString(entry, "idiom"), appearances: appearances(entry),
      colorSpace: color?["color-space"]?.stringValue,
      components: components.map { member in
        AssetColor.Component(
          name: member.key, text: member.value.stringValue ?? member.value.numberValue?.raw ?? "",
          location: member.value.location)
      },
      isSystemReference: color?["reference"] != nil || color?["platform"] != nil,
      location: color?["color-space"]?.location ?? color?.location ?? entry.location)
  }
}
