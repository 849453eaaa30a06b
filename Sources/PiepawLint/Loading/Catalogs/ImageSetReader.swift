import Foundation

/// Reading one image or colour set's `Contents.json`: its `images[]` entries, with their variants
/// (`VariantReader.swift`), and its `properties`.
extension CatalogWalker {
  mutating func readSet(_ directory: String, type: Asset.FolderType, name: String, symbolPath: [String]) -> Asset {
    let contentsFile = directory + "/Contents.json"
    var asset = Asset(
      kind: type.kind, name: name, symbolPath: symbolPath, directory: directory, contentsFile: contentsFile,
      folderType: type)
    guard type == .imageSet else {
      let root = readSetContents(contentsFile, directory: directory)?.root
      if type == .colorSet, let root { asset.colors = readColors(root) }
      return asset
    }
    (asset.filesOnDisk, asset.unreadFiles) = filesInSet(directory)
    if let (root, text) = readSetContents(contentsFile, directory: directory) {
      asset.images = readImages(root)
      asset.filesOnDisk = (asset.filesOnDisk + hiddenFiles(namedBy: asset.images, in: directory)).sorted()
      asset.properties = readProperties(root)
      asset.emptySlots = Self.emptySlots(root, text: text)
    }
    return asset
  }

  /// Files whose names start with a dot (`.. button.png`), which a folder listing leaves out with `.DS_Store`,
  /// but which Xcode reads where `Contents.json` names them.
  mutating func hiddenFiles(namedBy images: [AssetImage], in directory: String) -> [String] {
    Set(images.map(\.filename).filter { $0.hasPrefix(".") }).sorted().compactMap { filename in
      let path = directory + "/" + filename
      guard case .file = kind(of: path, listedAs: nil, within: directory, scopeName: "image set") else { return nil }
      return path
    }
  }

  /// The set's `Contents.json` as an object, or nil after reporting why it cannot be read.
  mutating func readSetContents(_ contentsFile: String, directory: String) -> (root: JSONNode, text: String)? {
    // `lstat`, not `fileExists`: a symlink that leads nowhere is there, and reported as such.
    guard FileType.of(contentsFile) != nil else {
      problem(
        at: SourceLocation(file: directory),
        "The set has no Contents.json, so Xcode does not know its contents; add one (removing and re-adding the "
          + "asset in Xcode writes it).")
      return nil
    }
    guard let (root, text) = parseContentsKeepingText(contentsFile) else { return nil }
    guard root.objectMembers != nil else {
      wrongShape(root, "Contents.json must hold an object such as {\"images\": [], \"info\": {…}}")
      return nil
    }
    return (root, text)
  }

  mutating func readImages(_ root: JSONNode) -> [AssetImage] {
    guard let images = root["images"] else {
      problem(
        at: root.location,
        "This image set's Contents.json has no `images` array; add \"images\": [{\"filename\": …, \"idiom\": "
          + "\"universal\", \"scale\": \"1x\"}].")
      return []
    }
    guard let entries = images.arrayElements else {
      wrongShape(images, "`images` must be an array of image entries")
      return []
    }
    // Reserved: grown by doubling, 400 000 entries of one hostile set would take half as much again.
    var read: [AssetImage] = []
    read.reserveCapacity(entries.count)
    for entry in entries {
      if let image = readImage(entry) { read.append(image) }
    }
    return read
  }

  /// One `images[]` entry; nil for a slot without a file (normal) or an entry that cannot be used.
  mutating func readImage(_ entry: JSONNode) -> AssetImage? {
    guard entry.objectMembers != nil else {
      wrongShape(entry, "each `images` entry must be an object such as {\"filename\": \"a.png\", \"scale\": \"1x\"}")
      return nil
    }
    guard let filenameNode = entry["filename"] else { return nil }
    guard let filename = filenameNode.stringValue else {
      wrongShape(filenameNode, "`filename` must be a string such as \"hero@2x.png\"")
      return nil
    }
    if let reason = Self.unsafeFilenameReason(filename) {
      problem(
        at: filenameNode.location,
        "`filename` \"\(filename)\" \(reason); Contents.json may only name files inside the image set. Move the "
          + "file into the `.imageset` folder and name it without a path.")
      return nil
    }
    return AssetImage(
      filename: filename, idiom: optionalString(entry, "idiom"), scale: scale(entry),
      appearances: appearances(entry), variant: variant(entry), location: filenameNode.location)
  }

  static func unsafeFilenameReason(_ filename: String) -> String? {
    if filename.isEmpty { return "is empty" }
    if filename.hasPrefix("/") { return "is an absolute path" }
    if filename == "." || filename == ".." { return "is not a file name" }
    // Byte searches: these are ASCII, and Foundation's `contains(_: String)` cost more than the rest of a set.
    if filename.utf8.contains(UInt8(ascii: "/")) || filename.utf8.contains(UInt8(ascii: "\\")) {
      return "names a file in another folder"
    }
    if filename.utf8.contains(0) { return "contains a NUL character" }
    return nil
  }

  mutating func optionalString(_ entry: JSONNode, _ key: String) -> String? {
    optional(entry, key, as: \.stringValue, "a string")
  }

  mutating func optionalBool(_ object: JSONNode, _ key: String) -> Bool? {
    optional(object, key, as: \.boolValue, "true or false")
  }

  /// `object[key]` read as a value of one kind; a value of another kind is a problem, and nil.
  private mutating func optional<Value>(
    _ object: JSONNode, _ key: String, as read: (JSONNode) -> Value?, _ expected: String
  ) -> Value? {
    guard let node = object[key] else { return nil }
    guard let value = read(node) else {
      wrongShape(node, "`\(key)` must be \(expected)")
      return nil
    }
    return value
  }

  mutating func scale(_ entry: JSONNode) -> Int? {
    guard let text = optionalString(entry, "scale") else { return nil }
    switch text {
    case "1x": return 1
    case "2x": return 2
    case "3x": return 3
    default:
      if let node = entry["scale"] {
        problem(
          at: node.location,
          "`scale` must be \"1x\", \"2x\" or \"3x\"; found \"\(text)\". Fix the value, or remove it for a "
            + "single-scale image.")
      }
      return nil
    }
  }

  /// The set's `properties` object; defaults when there is none.
  mutating func readProperties(_ root: JSONNode) -> AssetProperties {
    guard let node = root["properties"] else { return AssetProperties() }
    guard node.objectMembers != nil else {
      wrongShape(node, "`properties` must be an object such as {\"preserves-vector-representation\": true}")
      return AssetProperties()
    }
    return AssetProperties(
      preservesVectorRepresentation: optionalBool(node, "preserves-vector-representation") ?? false,
      templateRenderingIntent: optionalString(node, "template-rendering-intent"),
      compressionType: optionalString(node, "compression-type"),
      localizable: optionalBool(node, "localizable") ?? false)
  }
}
