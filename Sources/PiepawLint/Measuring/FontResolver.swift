import Foundation

/// The font a text is measured with, and how to name it in a message.
struct ResolvedFont: Sendable {
  var font: MeasuringFont
  /// The point size at the size category checked.
  var size: Double
  /// "34 pt Large Title Black", "28 pt Inter-Black": for messages.
  var label: String
  /// The system font measured with a stand-in (Inter), not San Francisco: the width is approximate.
  var isStandIn: Bool
}

/// Why a text's font could not be found.
enum FontResolutionProblem: Error, Hashable, Sendable {
  /// `.custom("Name", …)` names a font no font file of the project has.
  case customFontNotFound(name: String, fontFiles: Int)
  /// Neither San Francisco nor its stand-in is installed.
  case systemFontMissing
  case measuring(MeasuringProblem)

  var message: String {
    switch self {
    case .customFontNotFound(let name, let count):
      "its font \"\(name)\" is in none of the project's \(Plural.count(count, "font file")) (.ttf, .otf, .ttc; "
        + "matched by PostScript or full name, as UIFont(name:) does), so iOS would draw it in the system font; "
        + "add the font file and list it in UIAppFonts, or fix the name"
    case .systemFontMissing:
      "neither San Francisco nor Inter (its stand-in) is installed here; scripts/install-deps installs fonts-inter"
    case .measuring(let problem): problem.message
    }
  }
}

/// Finds the font file for a `FontSpec` at a Dynamic Type size category: the system font (San Francisco, or
/// Inter standing in for it) with its tracking at that size, or the app's own font file, matched by name.
struct FontResolver: Sendable {
  /// The project's font files (absolute paths).
  var projectFonts: [String]
  var category: ContentSizeCategory = .large
  var system: SystemFonts = .standard
  var cache: FontCache = .shared

  func resolve(_ spec: FontSpec, language: String?) -> Result<ResolvedFont, FontResolutionProblem> {
    switch spec {
    case .textStyle(let style, let weight):
      let size = DynamicType.size(of: style, at: category)
      let weight = weight ?? DynamicType.defaultWeight(of: style)
      let name = DynamicType.displayName(of: style) + (weight == .regular ? "" : " " + weight.displayName)
      return systemFont(size: size, weight: weight, label: "\(Self.points(size)) pt \(name)", language: language)
    case .system(let size, let weight):
      let weight = weight ?? .regular
      let name = "system font" + (weight == .regular ? "" : " " + weight.displayName)
      return systemFont(size: size, weight: weight, label: "\(Self.points(size)) pt \(name)", language: language)
    case .custom(let name, let base, let relativeTo, let scales):
      let size = scales ? DynamicType.scaled(base, relativeTo: relativeTo ?? .body, at: category) : base
      return customFont(name, size: size, language: language)
    }
  }

  private func systemFont(size: Double, weight: FontWeight, label: String, language: String?) -> Result<
    ResolvedFont, FontResolutionProblem
  > {
    guard let (face, isStandIn) = cache.systemFace(size: size, weight: weight, in: system) else {
      return .failure(.systemFontMissing)
    }
    var style = ShapingStyle(size: size, language: language)
    if face.weightAxis != nil {
      style.weight = weight.axisValue
      style.opticalSize = Float(size)
    }
    let font = MeasuringFont(
      face: face, style: style, tracking: SystemFontTracking.points(atSize: size),
      fallbacks: cache.fallbackFaces(weight: weight, in: system))
    return .success(ResolvedFont(font: font, size: size, label: label, isStandIn: isStandIn))
  }

  private func customFont(_ name: String, size: Double, language: String?) -> Result<
    ResolvedFont, FontResolutionProblem
  > {
    let faces = projectFonts.flatMap { cache.faces(at: $0) }
    let match =
      faces.first { $0.postScriptName == name || $0.fullName == name }
      ?? faces.first { $0.familyName == name && ["Regular", "Roman", "Book"].contains($0.styleName) }
    guard let face = match else {
      return .failure(.customFontNotFound(name: name, fontFiles: projectFonts.count))
    }
    // The app's own font is drawn with no tracking; characters it lacks fall back to the system's fonts.
    let font = MeasuringFont(
      face: face, style: ShapingStyle(size: size, language: language),
      fallbacks: cache.fallbackFaces(weight: .regular, in: system))
    return .success(ResolvedFont(font: font, size: size, label: "\(Self.points(size)) pt \(name)", isStandIn: false))
  }

  /// 34 → "34", 34.5 → "34.5".
  static func points(_ size: Double) -> String {
    size == size.rounded() ? String(Int(size)) : String(format: "%.1f", size)
  }
}

/// Font files opened once per run and shared: the measuring of every page, language and rule asks for the same few.
final class FontCache: @unchecked Sendable {
  static let shared = FontCache()

  private let lock = NSLock()
  private var facesByPath: [String: [FontFace]] = [:]
  private var systemFaces: [String: (FontFace, Bool)?] = [:]
  private var fallbacks: [String: [FontFace]] = [:]

  /// Every face of the font file at `path`; none when it is no font (the rule then finds no match in it).
  func faces(at path: String) -> [FontFace] {
    remember(path, in: \.facesByPath) { (try? FontFace.faces(at: path).get()) ?? [] }
  }

  func systemFace(size: Double, weight: FontWeight, in system: SystemFonts) -> (face: FontFace, isStandIn: Bool)? {
    let key = "\(system.folders)|\(size >= 20)|\(weight.rawValue)"
    let found = remember(key, in: \.systemFaces) {
      system.systemFace(size: size, weight: weight).map { ($0.face, $0.isStandIn) }
    }
    return found.map { (face: $0.0, isStandIn: $0.1) }
  }

  func fallbackFaces(weight: FontWeight, in system: SystemFonts) -> [FontFace] {
    remember("\(system.folders)|\(weight.axisValue >= 600)", in: \.fallbacks) { system.fallbackFaces(weight: weight) }
  }

  private func remember<Value>(
    _ key: String, in table: ReferenceWritableKeyPath<FontCache, [String: Value]>, make: () -> Value
  ) -> Value {
    lock.lock()
    if let known = self[keyPath: table][key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    self[keyPath: table][key] = made
    lock.unlock()
    return made
  }
}
