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
  /// The literal as written, where the value is one written right here (not read through a constant) and a fix
  /// may rewrite it: an integer tag, a `String` title without escapes or interpolation, a JSON value.
  public var span: TextSpan?
  /// For a text: the key the code looks up, when the literal is one (`String(localized:)`, `Text("k")`, a
  /// `LocalizedStringKey` field); nil for text shown as written (a `String` field, JSON content).
  public var localization: TextLocalization?

  public init(
    _ value: FieldValue<Value>, at location: SourceLocation, span: TextSpan? = nil,
    localization: TextLocalization? = nil
  ) {
    self.value = value
    self.location = location
    self.span = span
    self.localization = localization
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
  /// A data set, looked up with `NSDataAsset(name:)`.
  case data
  /// An animation Lottie loads by name (`LottieAnimation.named`, `LottieView(animation: .named(…))`,
  /// `LottieAnimationView(name:)`): a data set, or a `.json` file in the bundle.
  case animation
}

/// What an image of a page is for: the full-screen background and the icon get their shape rules; an
/// illustration (neither) only existence, decoding and scales.
public enum ImageRole: String, Hashable, Sendable, CaseIterable {
  case background, icon, illustration
}

/// An SF Symbol a page shows through `Image(systemName:)`: a name from the system, never an asset.
public struct PageSymbol: Hashable, Sendable {
  public var role: ImageRole
  public var name: Field<String>

  public init(role: ImageRole, name: Field<String>) {
    self.role = role
    self.name = name
  }
}

/// One page of an onboarding flow.
public struct Page: Hashable, Sendable {
  /// The call, enum case, child view or JSON object that declares the page.
  public var location: SourceLocation
  public var title: Field<String>?
  public var description: Field<String>?
  public var background: Field<AssetNameForm>?
  public var icon: Field<AssetNameForm>?
  /// Asset images that are neither the background nor the icon (`image:`, `illustration:`, `artwork:`).
  public var illustrations: [Field<AssetNameForm>] = []
  /// Animations the page's view plays by name (`LottieView(animation: .named(page.animation))`): data sets or
  /// JSON files, not images.
  public var animations: [Field<AssetNameForm>] = []
  /// Fields the page's view shows through `Image(systemName:)`.
  public var symbols: [PageSymbol] = []
  public var tag: Field<Int>?
  /// How the view that shows the page draws it (fonts, colours, background scaling), where its code says so.
  public var view: PageView?
  /// The title is the page's only text, set in body type: its heading while it is short. Where it is a key whose
  /// text is a paragraph in the development language, it is the page's description instead
  /// (`ProjectLoader.paragraphsAsDescriptions`).
  public var titleIsBodyText = false

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

/// An ordered list of pages, in whichever shape the app writes it.
public struct Flow: Hashable, Sendable {
  public enum Source: Hashable, Sendable {
    case swift
    case json
  }

  /// The shape the pages were read from (the `kind` of `piepaw-lint flows --format json`): an id and the traits
  /// that say how the shape's pages behave, so no code outside the shape asks which shape it is. Each Swift shape
  /// declares its kind in its own file (`Loading/Swift/Recognisers`, registered in `FlowShapeRegistry`); JSON's is
  /// here, as the JSON loader makes it.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The id flows print and JSON reports carry (`model-array`): a contract, like a rule's id.
    public let rawValue: String
    public let traits: Traits

    public init(_ rawValue: String, traits: Traits) {
      self.rawValue = rawValue
      self.traits = traits
    }

    public var description: String { rawValue }

    public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// A `*.onboarding.json` file.
    public static let json = Kind("json", traits: Traits(tagsWrittenPerPage: true, pageViews: .none))
  }

  /// How a shape's pages behave, for the rules, the linker and the fixes.
  public struct Traits: Hashable, Sendable {
    /// Where a page's view comes from.
    public enum PageViews: Hashable, Sendable {
      /// The view the pager builds for each value of the flow's data (`ForEach(pages) { PageView(page: $0) }`).
      case dataPager
      /// Each page is a child of the pager, drawn as that child draws itself.
      case pagerChildren
      /// Each page is a branch of a chain, drawn as the branch draws itself.
      case branches
      /// No view is read (a JSON file).
      case none
    }

    /// Each page writes its own tag literal, in page order, so a fix can renumber them.
    public var tagsWrittenPerPage = false
    /// The pages are the cases of an enum (`Flow.modelType`): the code counts them as `allCases`, and a pager
    /// shows them by case.
    public var pagesAreCases = false
    /// The pages are values of one collection the flow's name names (`slides`): the code counts it as
    /// `slides.count`.
    public var pagesAreOneCollection = false
    /// The pages are values of a page model, each built by a call whose labelled arguments are its fields (and
    /// its tag, where the pager's `ForEach` reads one).
    public var pagesAreModelValues = false
    /// The pages are data that only a view reading it shows: data no code reads shows nothing.
    public var pagesAreData = false
    /// The pages' fields are separate arrays read by position (`titles[page]`), held by the flow's type.
    public var fieldsAreColumns = false
    /// Each page's tag is the literal its branch tests, and the recogniser sets the tag base.
    public var tagsAreTested = false
    public var pageViews: PageViews

    public init(
      tagsWrittenPerPage: Bool = false, pagesAreCases: Bool = false, pagesAreOneCollection: Bool = false,
      pagesAreModelValues: Bool = false, pagesAreData: Bool = false, fieldsAreColumns: Bool = false,
      tagsAreTested: Bool = false, pageViews: PageViews
    ) {
      self.tagsWrittenPerPage = tagsWrittenPerPage
      self.pagesAreCases = pagesAreCases
      self.pagesAreOneCollection = pagesAreOneCollection
      self.pagesAreModelValues = pagesAreModelValues
      self.pagesAreData = pagesAreData
      self.fieldsAreColumns = fieldsAreColumns
      self.tagsAreTested = tagsAreTested
      self.pageViews = pageViews
    }
  }

  public var kind: Kind
  public var source: Source { kind == .json ? .json : .swift }
  /// The array literal's opening bracket, the enum's name, the `TabView`, or the JSON file's `pages` value.
  public var location: SourceLocation
  /// A short name for messages: the declaration name (`onboardingData`) or the file name.
  public var name: String
  public var pages: [Page]
  /// The page model type (`IntroSlide`), or the enum; nil where pages are views or JSON.
  public var modelType: String?
  /// The first page's tag: 0, or 1 where the tags run 1…n and the pager's selection starts at 1.
  public var tagBase: Int
  /// The integer literal the pager's selection starts at (`@State var page = 0`), where the flow's views write one.
  public var selectionStart: Field<Int>?
  /// Whether page tags are enum cases (which need no sequence).
  public var tagsAreCases: Bool
  /// The `progressCapsules` of a JSON flow; Swift flows get their count from their indicators.
  public var declaredCapsuleCount: Field<Int>?
  /// The progress indicators of the views that show this flow.
  public var indicators: [CapsuleCount]
  /// The comparisons of this flow's selection with a literal, in the views that show it.
  public var lastPageChecks: [LastPageCheck]
  /// Values the code moves the selection to from a page before them (`if step == 3 { step = 6 }`): where the
  /// tags skip to one of them, the skip is a jump the code takes on purpose.
  public var jumpTargets: Set<Int> = []
  /// Pages the pager writes out beside the `ForEach` that shows the flow's data (`FinishView().tag(2)` after
  /// `ForEach(tips)`): the page count is the data's count plus these.
  public var pagesBesideData = 0

  public init(
    kind: Kind, location: SourceLocation, name: String, pages: [Page], modelType: String? = nil, tagBase: Int = 0,
    tagsAreCases: Bool = false, declaredCapsuleCount: Field<Int>? = nil, indicators: [CapsuleCount] = [],
    lastPageChecks: [LastPageCheck] = []
  ) {
    self.kind = kind
    self.location = location
    self.name = name
    self.pages = pages
    self.modelType = modelType
    self.tagBase = tagBase
    self.tagsAreCases = tagsAreCases
    self.declaredCapsuleCount = declaredCapsuleCount
    self.indicators = indicators
    self.lastPageChecks = lastPageChecks
  }
}

extension Page {
  /// The page's literal asset names (background, icon, illustrations) as image references, located at their values.
  public var imageReferences: [AssetReference] {
    ([background, icon] + illustrations).compactMap { field in
      field?.literal.map { AssetReference(name: $0, kind: .image, location: field!.location) }
    }
  }

  /// The page's literal asset names: its images, then its animations.
  public var assetReferences: [AssetReference] {
    imageReferences
      + animations.compactMap { field in
        field.literal.map { AssetReference(name: $0, kind: .animation, location: field.location) }
      }
  }
}
