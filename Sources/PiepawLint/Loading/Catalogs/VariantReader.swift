/// Reading the device traits of an `images[]` entry: its appearances and its other variant keys.
extension CatalogWalker {
  /// `[{"appearance": "luminosity", "value": "dark"}]` → `["luminosity:dark"]`.
  mutating func appearances(_ entry: JSONNode) -> [String] {
    guard let node = entry["appearances"] else { return [] }
    guard let items = node.arrayElements else {
      wrongShape(node, "`appearances` must be an array such as [{\"appearance\": \"luminosity\", \"value\": \"dark\"}]")
      return []
    }
    return items.compactMap { item in
      guard let appearance = item["appearance"]?.stringValue, let value = item["value"]?.stringValue else {
        wrongShape(
          item, "each appearance must be an object such as {\"appearance\": \"luminosity\", \"value\": \"dark\"}")
        return nil
      }
      return appearance + ":" + value
    }
  }

  /// `screen-width`, `width-class`, `memory`, `display-gamut`, `locale`… as they are written; a value that is not
  /// a string is a problem and left out.
  mutating func variant(_ entry: JSONNode) -> ImageVariant {
    var traits: [String: String] = [:]
    for key in ImageVariant.keys {
      if let value = optionalString(entry, key) { traits[key] = value }
    }
    return ImageVariant(traits)
  }
}
