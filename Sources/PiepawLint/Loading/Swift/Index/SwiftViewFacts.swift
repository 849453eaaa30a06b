/// A `TabView` as its file writes it: its selection, whether it pages, and its children.
struct SwiftPager: Hashable, Sendable {
  var location: SourceLocation
  /// The selection's last name without `$` (`page` of `$model.page`).
  var selection: String?
  /// `.tabViewStyle(.page…)` / `PageTabViewStyle()` follows its content.
  var isPaged: Bool
  /// A child carries `.tabItem`: a tab bar, not pages.
  var hasTabItems: Bool
  /// `.page(indexDisplayMode: .never)`: no page dots; the screen picks its pages some other way (tabs above it,
  /// custom capsules).
  var hidesIndex: Bool = false
  /// The literal children, in order.
  var children: [SwiftPagerChild]
  /// `ForEach(data) { item in … .tag(…) }` as the content.
  var forEach: SwiftForEach?
  /// A horizontal `ScrollView` that snaps to its pages, not a `TabView`: a content carousel as often as an
  /// onboarding, so it pages a flow only where its names say so.
  var isScrollCarousel = false
  /// How many of `children` the content writes before its `ForEach` (`WelcomeView().tag(0); ForEach(tips) { … }`).
  var childrenBeforeForEach = 0
  /// The type whose body holds the pager.
  var enclosingType: String?
}

/// One child of a `TabView`: the view it builds and its `.tag(…)`.
struct SwiftPagerChild: Hashable, Sendable {
  var location: SourceLocation
  /// The child view's type (`WelcomePage` of `WelcomePage().tag(0)`); nil for an inline `VStack { … }`.
  var viewType: String?
  var tag: SwiftNode?
  /// The first `Text` literals and `Image` calls of an inline child.
  var texts: [SwiftNode]
  var images: [SwiftNode]
  /// The arguments the child view is built with (`OnboardingView(titleText: "…", imageName: "…")`), or the
  /// call `callee` names.
  var arguments: [SwiftArgumentNode] = []
  /// How an inline child draws its texts.
  var layout: SwiftViewLayout?
  /// The lowercase name the child calls (`slide` of `slide(titleText: "…")` or `self.slide(…)`, `aboutPage` of a
  /// view type named in lower case): a function of the view or a view type, which recognition resolves.
  var callee: String? = nil
  /// The property the child is, where it is a view the type holds (`welcomeScreen.tag(0)`), not built in place.
  var member: String? = nil
  /// The app's view types an inline child builds (`OnboardingCarousel` of `VStack { Header(); OnboardingCarousel() }`).
  var builtViews: [String] = []
  /// The child is an `if` or `switch`: shown only on some runs.
  var isConditional = false
  /// The child is `EmptyView()`: no page.
  var drawsNothing = false
}

/// `ForEach(data) { item in … }`, `ForEach(data.indices, id: \.self) { i in … }`,
/// `ForEach(Array(data.enumerated()), id: \.offset) { index, item in … }`.
struct SwiftForEach: Hashable, Sendable {
  /// The data's path (`["pages"]`, `["IntroSlide", "all"]`, `["OnboardingStep", "allCases"]`).
  var data: [String]
  /// `.indices`, `0..<data.count` or `enumerated()`: the closure gets indices.
  var overIndices: Bool
  /// The positions of the data it shows where it shows a literal slice of it (`pages[0...5]`, `pages.prefix(3)`);
  /// nil for all of it.
  var slice: Range<Int>? = nil
  /// The closure's parameter names.
  var parameters: [String]
  /// The `.tag(…)` inside the closure.
  var tag: SwiftNode?
  /// The view types the closure builds (`SlideView`).
  var viewTypes: [String]
  /// How the closure draws each page when it builds no view type of the app's own.
  var layout: SwiftViewLayout? = nil
  /// The app's view types built inside the closure's containers when none is its statement (`PageView` of `{
  /// page in VStack { PageView(page: page); Spacer() } }`), at most four.
  var nestedViewTypes: [String] = []
}

/// `if page == 0 { … } else if page == 1 { … } else { … }`: one page per branch.
struct SwiftBranchChain: Hashable, Sendable {
  var location: SourceLocation
  var variable: String
  var branches: [SwiftBranch]
  var enclosingType: String?
  /// The value a `switch` reads a member of (`page` of `switch page.id`), where that is not `self`.
  var subjectRoot: String? = nil
  /// The literal of a separate `if` on the same variable after an `else if` chain (`if page == 4 { HomeView() }`):
  /// where the flow hands over, neither a page nor a last-page check.
  var handOff: SourceLocation? = nil
}

struct SwiftBranch: Hashable, Sendable {
  var location: SourceLocation
  /// The literal the branch tests; nil for the final `else`.
  var value: Int?
  /// Where that literal is: the condition is the branch's, not a last-page check.
  var valueLocation: SourceLocation?
  /// The enum case an arm of `switch step { case .welcome: … }` tests.
  var caseName: String? = nil
  /// The `default:` arm or the final `else`: it shows for every value no other branch tests.
  var isFallback = false
  var viewType: String?
  /// The view the branch's first statement builds, the app's or SwiftUI's (`TabView`, `EmptyView`).
  var builds: String? = nil
  var texts: [SwiftNode]
  var images: [SwiftNode]
  /// The arguments the branch's view is built with (`ScreenView(title: "…", detail: "…")`).
  var arguments: [SwiftArgumentNode] = []
  /// How a branch that builds no view type of its own draws its texts.
  var layout: SwiftViewLayout?
}

/// What a view's `body` (or a branch, or a child) shows: its first `Text` literals and its `Image` calls.
struct SwiftShownContent: Hashable, Sendable {
  var texts: [SwiftNode] = []
  var images: [SwiftNode] = []
  /// The view types it builds, in order (`WelcomePage`, `PageDots`).
  var viewTypes: [String] = []
  /// The first argument of each `Text`, in order, a literal or a bare name (`Text(title)`): what a view or a view
  /// function shows of what it is given. At most six.
  var textArguments: [SwiftNode] = []
  /// Every `Text`'s first argument in order, literal or not (`Text(Bundle.main.displayName)`): a heading the tool
  /// cannot read still holds the title's place. At most six.
  var everyText: [SwiftNode] = []
  /// String literals handed by label to the views it builds (`TutorialPage(title: "Welcome!") { … }`): texts
  /// those views may show. At most four.
  var viewArguments: [SwiftViewArgument] = []
}

/// A string literal handed to a view by label: `title: "Welcome!"` of `TutorialPage(title: "Welcome!") { … }`.
struct SwiftViewArgument: Hashable, Sendable {
  var callee: String
  var label: String
  var value: SwiftNode
  /// How many `Text`s the body shows before the call: where the view's own text falls among them.
  var textsBefore: Int
}

/// A call with an integer literal argument (`PageDots(count: 4)`), for indicator views whose count is a parameter.
struct SwiftCountArgument: Hashable, Sendable {
  var callee: String
  var label: String?
  var value: Int
  var location: SourceLocation
  /// The literal as written.
  var span: TextSpan?
  /// The type whose body makes the call.
  var scope: String?
}

/// Evidence in one file that it pages: a paged `TabView`, a `UIPageViewController`, a paging scroll view, a
/// page control.
struct SwiftPagingEvidence: Hashable, Sendable, OptionSet {
  let rawValue: UInt8
  static let pagedTabView = SwiftPagingEvidence(rawValue: 1)
  static let pageViewController = SwiftPagingEvidence(rawValue: 2)
  static let pagingScrollView = SwiftPagingEvidence(rawValue: 4)
  static let pageControl = SwiftPagingEvidence(rawValue: 8)
}

/// `OnboardingFlow(pages: pageModels)`: a value handed to a type's initializer by label.
struct SwiftHandOff: Hashable, Sendable {
  /// The type built (`OnboardingFlow`).
  var callee: String
  /// The argument's label (`pages`): the property of `callee` it sets, by the memberwise or a matching `init`.
  var label: String
  /// The value's path without `self.` (`["pageModels"]`, `["Slides", "all"]`).
  var value: [String]
  /// The type whose code hands it on.
  var scope: String?
}
