/// The projects an Xcode workspace lists: its `contents.xcworkspacedata` holds
/// `<FileRef location = "group:App/App.xcodeproj">`, inside `<Group location = "group:Projects">` folders that
/// nest.
enum XcodeWorkspaceReader {
  /// The `.xcodeproj` folders that the workspace `workspace` (the `.xcworkspace` folder) lists, as absolute
  /// standardized paths, from `text`, its `contents.xcworkspacedata`; nil when that is no workspace document.
  static func projects(ofWorkspace workspace: String, text: String) -> [String]? {
    guard case .success(let root) = XMLReader.parse(text, file: workspace + "/contents.xcworkspacedata"),
      root.name == "Workspace"
    else { return nil }
    let container = XcodeObjectGraph.standardized(workspace + "/..")
    var found: [String] = []
    // Iterative: the reader bounds the depth, and each level is one entry here.
    var pending: [(element: XMLElement, folder: String)] = [(root, container)]
    while let (element, folder) = pending.popLast() {
      for child in element.children {
        let location = child.attributes["location"].flatMap { resolve($0, in: folder, container: container) }
        switch child.name {
        case "FileRef":
          if let location, location.hasSuffix(".xcodeproj") { found.append(location) }
        case "Group":
          pending.append((child, location ?? folder))
        default:
          continue
        }
      }
    }
    return found.sorted()
  }

  /// A location attribute as a path: `group:` is relative to the enclosing group's folder, `container:` to the
  /// workspace's folder, `absolute:` is absolute. Others (`self:`, a developer's `developer:`) name nothing of the
  /// app's folders.
  static func resolve(_ location: String, in folder: String, container: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let path = String(location[location.index(after: colon)...])
    switch location[..<colon] {
    case "group": return XcodeObjectGraph.join(folder, path)
    case "container": return XcodeObjectGraph.join(container, path)
    case "absolute": return path.hasPrefix("/") ? XcodeObjectGraph.standardized(path) : nil
    default: return nil
    }
  }
}
