/// Adobe Illustrator's SVG exports declare entities in the DOCTYPE (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`)
/// and use them in attributes (`xmlns="&ns_svg;"`). Entities are never expanded here (no billion laughs, no
/// external entities): a reference to an entity the internal subset declares is dropped instead, so such a file
/// reads as the well-formed XML it is. The text only gets shorter. Such references name namespaces and
/// metadata; a `width` written as one is left to the `viewBox`.
enum SVGDeclaredEntities {
  /// Declarations read from one internal subset.
  static let maximumNames = 64
  /// Entity names longer than this are not real exports' (and are not looked up).
  static let maximumNameLength = 64

  /// `text` without references to the general entities its DOCTYPE declares; `text` itself when it declares none.
  static func removingDeclaredReferences(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let names = declaredNames(in: bytes)
    guard !names.isEmpty else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), let end = referenceEnd(bytes, from: index),
        names.contains(bytes[(index + 1)..<end])
      {
        index = end + 1
        continue
      }
      output.append(bytes[index])
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The index of the `;` that ends a reference `&name;` starting at `start`, if the name is short.
  private static func referenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count, index - start <= maximumNameLength + 1 {
      if bytes[index] == UInt8(ascii: ";") { return index > start + 1 ? index : nil }
      if !isNameByte(bytes[index]) { return nil }
      index += 1
    }
    return nil
  }

  /// The names in `<!ENTITY name …>` (not `<!ENTITY % name …>`) inside `<!DOCTYPE … [ … ]>`.
  static func declaredNames(in bytes: [UInt8]) -> Set<ArraySlice<UInt8>> {
    guard let doctype = find(Array("<!DOCTYPE".utf8), in: bytes, from: 0),
      let open = bytes[doctype...].firstIndex(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: ">") }),
      bytes[open] == UInt8(ascii: "[")
    else { return [] }
    let close = bytes[open...].firstIndex(of: UInt8(ascii: "]")) ?? bytes.count
    var names: Set<ArraySlice<UInt8>> = []
    var index = open
    let keyword = Array("<!ENTITY".utf8)
    while names.count < maximumNames, let found = find(keyword, in: bytes, from: index), found < close {
      var position = found + keyword.count
      while position < close, isSpace(bytes[position]) { position += 1 }
      let start = position
      while position < close, isNameByte(bytes[position]), position - start < maximumNameLength { position += 1 }
      // `%` starts a parameter entity, which the document's text cannot reference.
      if position > start { names.insert(bytes[start..<position]) }
      index = max(position, found + 1)
    }
    return names
  }

  private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard pattern.count <= bytes.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
  }
}
