/// A value read from content: either a literal the linter can check, or something it cannot
/// (an interpolation, a variable, a call), which `unresolved-value` reports.
public enum FieldValue<Value: Hashable & Sendable>: Hashable, Sendable {
  case literal(Value)
  /// `reason` says what was found instead, e.g. "string interpolation" or "the variable `name`".
  case unresolved(reason: String)

  public var literal: Value? {
    if case .literal(let value) = self { return value }
    return nil
  }
}

/// A field of a page with the location of its value (the first character of the literal).
public struct Field<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: FieldValue<Value>
  public var location: SourceLocation

  public init(_ value: FieldValue<Value>, at location: SourceLocation) {
    self.value = value
    self.location = location
  }

  public var literal: Value? { value.literal }
}

/// How content names an asset.
public enum AssetNameForm: Hashable, Sendable {
  /// A generated symbol: `.onboarding1`, `ImageResource.onboarding1`, `.Poses.a1`.
  /// `path` holds the components (`["Poses", "a1"]`).
  case symbol(path: [String])
  /// A catalog name as a string: `"onboarding-1"`, `"Poses/a-1"`.
  case catalogName(String)
  /// JSON content: the catalog name or the generated symbol, whichever matches.
  case nameOrSymbol(String)
}

/// Which kind of asset a reference wants.
public enum AssetKind: String, Hashable, Sendable {
  case image, color, any
}

/// One page of an onboarding flow.
public struct Page: Hashable, Sendable {
  /// The call or JSON object that declares the page.
  public var location: SourceLocation
  public var title: Field<String>?
  public var description: Field<String>?
  public var background: Field<AssetNameForm>?
  public var icon: Field<AssetNameForm>?
  public var tag: Field<Int>?

  public init(
    location: SourceLocation, title: Field<String>? = nil, description: Field<String>? = nil,
    background: Field<AssetNameForm>? = nil, icon: Field<AssetNameForm>? = nil, tag: Field<Int>? = nil
  ) {
    self.location = location
    self.title = title
    self.description = description
    self.background = background
    self.icon = icon
    self.tag = tag
  }
}

/// An ordered list of pages: one `[OnboardingModel]` array literal, or one `*.onboarding.json` file.
public struct Flow: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    case swift
    case json
  }

  public var source: Source
  /// The array literal's opening bracket, or the JSON file's `pages` value.
  public var location: SourceLocation
  /// A short name for messages: the declaration name (`onboardingData`) or the file name.
  public var name: String
  public var pages: [Page]
  /// The `progressCapsules` of a JSON flow; Swift flows get their count from `ForEach` + `Capsule`.
  public var declaredCapsuleCount: Field<Int>?

  public init(
    source: Source, location: SourceLocation, name: String, pages: [Page], declaredCapsuleCount: Field<Int>? = nil
  ) {
    self.source = source
    self.location = location
    self.name = name
    self.pages = pages
    self.declaredCapsuleCount = declaredCapsuleCount
  }
}

extension Page {
  /// The page's literal background and icon names as image references, located at their values.
  public var imageReferences: [AssetReference] {
    [background, icon].compactMap { field in
      field?.literal.map { AssetReference(name: $0, kind: .image, location: field!.location) }
    }
  }
}
