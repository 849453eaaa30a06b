/// A flow a recogniser found, with what ties it to the views that show it.
struct RecognisedFlow {
  var flow: Flow
  /// The file the flow is declared in.
  var file: String
  /// The name views use for its data (`slides`, `OnboardingStep`).
  var dataName: String
  var enclosingType: String?
  /// The pager that shows it, when the recogniser read the flow from the pager itself.
  var pager: SwiftPager? = nil
  /// The file of `pager`, when it is not `file`.
  var pagerFile: String? = nil
  var branchChain: SwiftBranchChain? = nil
  /// The paged `TabView` whose `ForEach` hands `branchChain` its index (`ForEach(0..<3) { index in if index == 0
  /// … }`): it shows this flow.
  var holdingPager: SourceLocation? = nil
  /// The enum whose cases tag a `TabView`'s children: that enum's flow, shown by this pager.
  var caseTagEnum: String? = nil
  /// The view (controller) type every page is built as (`IntroPageViewController(title: …)`): what draws them.
  var pageViewType: String? = nil
  /// For a model array, each page's integer fields the vocabulary calls a tag, by label (`id`, `tag`): which one
  /// tags the page is what the pager's `.tag(…)` reads.
  var tagFields: [[String: Field<Int>]] = []
  /// Per page of a model array, its labelled text arguments (`headline:`), for the field the page view shows.
  var textFields: [[String: Field<String>]] = []
  /// By page location, the view function that draws a `TabView` child page (`slide(titleText: …)`): its layout,
  /// and which of its parameters shows the page's title and description.
  var calledViews: [SourceLocation: CalledPageView] = [:]
  /// For pages kept as parallel arrays, each array's name with the field it holds (`appIntroTexts` → title).
  var columnRoles: [String: PageVocabulary.Role] = [:]
}

/// How a view function called for a page draws it: its layout, and the role of each parameter its texts show.
struct CalledPageView {
  var layout: SwiftViewLayout
  var roles: [String: PageVocabulary.Role]
}
