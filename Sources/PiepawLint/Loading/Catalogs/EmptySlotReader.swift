/// Reading the `images[]` entries of an image set that name no file, with where a `"filename"` member would go.
extension CatalogWalker {
  /// The entries of `root`'s `images` without a `"filename"`, read quietly: what they hold is not used until a file
  /// is assigned, so a strange value in one is no problem of the set. `text` is what `root` was parsed from.
  static func emptySlots(_ root: JSONNode, text: String) -> [AssetSlot] {
    guard let entries = root["images"]?.arrayElements else { return [] }
    let bytes = Array(text.utf8)
    return entries.compactMap { entry -> AssetSlot? in
      guard let members = entry.objectMembers, entry["filename"] == nil else { return nil }
      let scale: Int? =
        switch entry["scale"]?.stringValue {
        case "1x": 1
        case "2x": 2
        case "3x": 3
        default: nil
        }
      return AssetSlot(
        idiom: entry["idiom"]?.stringValue, scale: scale,
        hasVariant: members.contains { $0.key != "idiom" && $0.key != "scale" }, location: entry.location,
        filenameInsertion: filenameInsertion(in: entry, members: members, bytes: bytes))
    }
  }

  /// Where `"filename"` goes in the entry: before the first key that sorts after it (Xcode writes keys sorted),
  /// or after the last value; spaced as the entry's own members are.
  private static func filenameInsertion(in entry: JSONNode, members: [JSONMember], bytes: [UInt8])
    -> AssetSlot.FilenameInsertion?
  {
    func text(_ start: Int?, _ end: Int?) -> String? {
      guard let start, let end, start <= end, end <= bytes.count else { return nil }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    guard let separator = memberSeparator(in: entry, members: members, text: text) else { return nil }
    if let member = members.first(where: { $0.key > "filename" }) {
      guard let keyRange = member.keyByteRange, let key = text(keyRange.lowerBound, keyRange.upperBound),
        let colon = text(keyRange.upperBound, member.value.byteRange?.lowerBound)
      else { return nil }
      return AssetSlot.FilenameInsertion(
        anchor: TextSpan(offset: keyRange.lowerBound, text: key), prefix: "\"filename\"" + colon,
        suffix: separator + key)
    }
    guard let last = members.last, let keyRange = last.keyByteRange, let valueRange = last.value.byteRange,
      let value = text(valueRange.lowerBound, valueRange.upperBound),
      let colon = text(keyRange.upperBound, valueRange.lowerBound)
    else { return nil }
    return AssetSlot.FilenameInsertion(
      anchor: TextSpan(offset: valueRange.lowerBound, text: value),
      prefix: value + separator + "\"filename\"" + colon, suffix: "")
  }

  /// What separates two members of the entry as written (`,\n      ` or `, `); with one member, a comma and the
  /// space after the `{`.
  private static func memberSeparator(
    in entry: JSONNode, members: [JSONMember], text: (Int?, Int?) -> String?
  ) -> String? {
    // An entry with no member (`{}`) has no spacing to copy: no insertion is offered.
    guard let first = members.first else { return nil }
    let separator: String
    if members.count >= 2, let gap = text(members[0].value.byteRange?.upperBound, members[1].keyByteRange?.lowerBound) {
      separator = gap
    } else if let open = entry.byteRange?.lowerBound, let space = text(open + 1, first.keyByteRange?.lowerBound) {
      separator = "," + (space.isEmpty ? " " : space)
    } else {
      return nil
    }
    let isJSONSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    guard separator.first == ",", separator.dropFirst().allSatisfy(isJSONSpace) else { return nil }
    return separator
  }
}
