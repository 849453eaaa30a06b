/// The Swift code of one project, indexed: every file's declarations and view facts, types by name (an
/// extension's members merged into its type), and the constants the recognisers resolve values through.
struct SwiftProjectIndex: Sendable {
  let files: [SwiftFileIndex]
  /// Declarations by type name: the type and its extensions, in file order, with the file's position in `files`.
  private let typesByName: [String: [(file: Int, type: SwiftTypeDeclaration)]]
  /// Property names shown through `Image(systemName:)` anywhere in the project.
  let symbolFields: Set<String>
  /// Property names shown as a full-screen background anywhere in the project.
  let backgroundFields: Set<String>

  init(files: [SwiftFileIndex]) {
    self.files = files
    var types: [String: [(file: Int, type: SwiftTypeDeclaration)]] = [:]
    for (position, file) in files.enumerated() {
      for type in file.types { types[type.name, default: []].append((position, type)) }
    }
    typesByName = types
    symbolFields = files.reduce(into: Set()) { $0.formUnion($1.symbolFields) }
    backgroundFields = files.reduce(into: Set()) { $0.formUnion($1.backgroundFields) }
  }

  /// The declaration (not an extension) of `name`, if the project has one.
  func declaration(of name: String) -> SwiftTypeDeclaration? {
    typesByName[name]?.first { $0.type.kind != .extension }?.type
  }

  /// The file that declares `name`.
  func file(declaring name: String) -> SwiftFileIndex? {
    (typesByName[name]?.first { $0.type.kind != .extension }).map { files[$0.file] }
  }

  /// Every property of `name` and of its extensions.
  func properties(of name: String) -> [SwiftPropertyDeclaration] {
    (typesByName[name] ?? []).flatMap(\.type.properties)
  }

  /// Every function of `name` and of its extensions.
  func functions(of name: String) -> [SwiftFunctionDeclaration] {
    (typesByName[name] ?? []).flatMap(\.type.functions)
  }

  /// The inherited names of `name` and of its extensions.
  func inherited(by name: String) -> Set<String> {
    Set((typesByName[name] ?? []).flatMap(\.type.inherited))
  }

  /// Whether `name` is a view controller: it inherits from one (directly or through a type of the project).
  func isViewController(_ name: String, depth: Int = 0) -> Bool {
    if name.hasSuffix("ViewController") || name.hasSuffix("VC") { return true }
    guard depth < 8 else { return false }
    return inherited(by: name).contains { isViewController($0, depth: depth + 1) }
  }

  // MARK: Constants

  /// The value of the constant `path` names, seen from `file` and `type`: `habitText` (a member of the same type
  /// or a file-scope constant), `Copy.habitText` (a static member of `Copy`), `Self.habitText`.
  func constant(_ path: [String], file: SwiftFileIndex, type: String?) -> SwiftNode? {
    guard let name = path.last, path.count <= 3 else { return nil }
    let owner = path.count >= 2 ? path[path.count - 2] : nil
    if let owner, owner != "self", owner != "Self" {
      return properties(of: owner).first { $0.name == name && $0.isStatic }.flatMap(constantValue)
    }
    if let type, let value = properties(of: type).first(where: { $0.name == name }).flatMap(constantValue) {
      return value
    }
    return file.globals.properties.first { $0.name == name }.flatMap(constantValue)
  }

  /// A `let` or computed property's value.
  private func constantValue(_ property: SwiftPropertyDeclaration) -> SwiftNode? {
    property.isLet ? property.value : property.computed ?? property.value
  }
}
