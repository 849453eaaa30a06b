import Testing

@testable import PiepawLint

/// The view that draws a flow's pages where no pager names it: the one view given a page of the model type,
/// as a stored property or a method's parameter (`PageModelViewFinder`), with UIKit labels' outlets and Auto
/// Layout insets; from Swift of our own writing, on each shape and the near misses it must leave alone.
@Suite struct PageModelViewTests {
  private func flow(_ source: String) throws -> Flow {
    try #require(
      SwiftContentLoader.load(path: "/app/Intro/Intro.swift", source: source, schema: .default).flows.first)
  }

  /// An enum of pages, each page a view controller built with `init(step:)` from the cases.
  private static let steps = """
    enum TourStep: CaseIterable {
      case plan, share
      var title: String {
        switch self {
        case .plan: return "Plan a trip"
        case .share: return "Share the route"
        }
      }
      var detail: String {
        switch self {
        case .plan: return "Pick the stops."
        case .share: return "Send it to friends."
        }
      }
    }
    final class TourPagerController: UIPageViewController {
      lazy var controllers = TourStep.allCases.map { TourStepController(step: $0) }
    }
    """

  private static func stepController(labels: String, layout: String = "") -> String {
    """
    final class TourStepController: UIViewController {
      private let step: TourStep
      init(step: TourStep) {
        self.step = step
        super.init(nibName: nil, bundle: nil)
      }
      \(labels)
      override func viewDidLoad() {
        super.viewDidLoad()
        \(layout)
      }
    }
    """
  }

  private static let headline = """
    private lazy var headline: UILabel = {
      let label = UILabel()
      label.text = step.title
      label.font = .systemFont(ofSize: 30, weight: .heavy)
      label.textAlignment = .center
      label.numberOfLines = 0
      return label
    }()
    private lazy var body: UILabel = {
      let label = UILabel()
      label.text = step.detail
      label.font = .preferredFont(forTextStyle: .body)
      return label
    }()
    """

  @Test func aViewControllerBuiltPerPageIsTheViewAndItsAnchorsGiveTheInsets() throws {
    let layout = """
      NSLayoutConstraint.activate([
        headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
        headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        view.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: body.trailingAnchor, constant: 20),
        body.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      ])
      """
    let flow = try flow(Self.steps + Self.stepController(labels: Self.headline, layout: layout))
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "TourStepController" && flow.pages[1].view == view)
    let title = try #require(view.title)
    #expect(title.font == .system(size: 30, weight: .heavy) && title.alignment == .center && title.lineLimit == nil)
    #expect(title.leadingInset == 24 && title.trailingInset == 24 && !title.unread.contains(.insets))
    let description = try #require(view.description)
    #expect(description.font == .textStyle(.body, weight: nil))
    #expect(description.leadingInset == 20 && description.trailingInset == 20 && description.unread.isEmpty)
  }

  @Test func aLocalLabelInAVerticalStackHasTheStacksInsetsAndTheLayoutMarginsAre16Points() throws {
    let labels = """
      private func makeText() -> UIView {
        let caption = UILabel()
        caption.text = step.title
        caption.font = .boldSystemFont(ofSize: 28)
        let note = UILabel()
        note.text = step.detail
        let column = UIStackView(arrangedSubviews: [caption, note])
        column.axis = .vertical
        NSLayoutConstraint.activate([
          column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 8),
          column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        return column
      }
      """
    let flow = try flow(Self.steps + Self.stepController(labels: labels))
    let title = try #require(flow.pages.first?.view?.title)
    #expect(title.font == .system(size: 28, weight: .bold))
    #expect(title.leadingInset == 24 && title.trailingInset == 16 && !title.unread.contains(.insets))
  }

  @Test(arguments: [
    // Pinned to a sibling: its width is not the screen's.
    """
    headline.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8).isActive = true
    headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
    """,
    // A constant that is not a literal.
    """
    headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin).isActive = true
    headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margin).isActive = true
    """,
    // To a cell's layout margins, which the code does not say.
    """
    headline.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor).isActive = true
    headline.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor).isActive = true
    """,
    // A horizontal stack (the default axis) shares its width.
    """
    let row = UIStackView(arrangedSubviews: [icon, headline])
    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
    row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
    """,
    // A vertical stack with margins of its own.
    """
    column.addArrangedSubview(headline)
    column.axis = .vertical
    column.isLayoutMarginsRelativeArrangement = true
    column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
    column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
    """,
    // One edge only, or two constants for one edge.
    "headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true",
    """
    headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
    headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40).isActive = true
    headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
    """,
    // In a stack view: no constraint of its own.
    "stack.addArrangedSubview(headline)",
  ])
  func insetsNotPinnedWithLiteralsToTheScreenAreUnread(_ layout: String) throws {
    let flow = try flow(Self.steps + Self.stepController(labels: Self.headline, layout: layout))
    let title = try #require(flow.pages.first?.view?.title)
    #expect(title.unread.contains(.insets))
    #expect(title.font == .system(size: 30, weight: .heavy), "the rest is still read")
  }

  @Test func labelsBuiltWithThenAndAttributedTextAreRead() throws {
    let labels = """
      private let headline = UILabel().then {
        $0.font = .systemFont(ofSize: 26, weight: .semibold)
        $0.textAlignment = .center
      }
      private let body = UILabel().then {
        $0.font = .systemFont(ofSize: 16)
        $0.textColor = .white
      }
      private let badge = UILabel().then { $0.font = .systemFont(ofSize: 11) }
      private func fill() {
        headline.attributedText = NSAttributedString(string: step.title)
        body.attributedText = NSAttributedString(string: step.detail, attributes: [.kern: 1])
        [headline, body].forEach { $0.textColor = .black }
      }
      """
    let view = try #require(try flow(Self.steps + Self.stepController(labels: labels)).pages.first?.view)
    let title = try #require(view.title)
    #expect(title.font == .system(size: 26, weight: .semibold) && title.alignment == .center)
    #expect(title.color == nil && !title.unread.contains(.color), "`$0` of a `forEach` is no label of its own")
    let description = try #require(view.description)
    #expect(description.unread.isSuperset(of: [.font, .color]), "its attributes may set them")
  }

  @Test func aCellConfiguredWithThePageIsTheViewAndItsOutletsStylesAreUnread() throws {
    let source = """
      struct Slide { let title: String; let text: String }
      final class WelcomeController: UIViewController, UICollectionViewDataSource {
        @IBOutlet weak var collectionView: UICollectionView!
        let slides = [
          Slide(title: "Cook", text: "Recipes for every day."),
          Slide(title: "Shop", text: "A list that fills itself."),
        ]
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "slide", for: indexPath) as! SlideCell
          cell.configure(with: slides[indexPath.item])
          return cell
        }
      }
      final class SlideCell: UICollectionViewCell {
        @IBOutlet weak var headingLabel: UILabel!
        @IBOutlet weak var textLabel: UILabel!
        func configure(with slide: Slide) {
          headingLabel.text = slide.title
          textLabel.text = slide.text
          textLabel.font = .systemFont(ofSize: 15)
        }
      }
      """
    let flow = try flow(source)
    let view = try #require(flow.pages.first?.view)
    #expect(view.viewType == "SlideCell")
    let title = try #require(view.title)
    #expect(title.unread == [.font, .color, .alignment, .lineLimit, .insets], "the storyboard styles an outlet")
    #expect(title.lineLimit == nil)
    let description = try #require(view.description)
    #expect(description.font == .system(size: 15, weight: nil) && !description.unread.contains(.font))
    #expect(description.unread.contains(.color))
  }

  @Test func aSwiftUIViewHoldingThePageIsTheView() throws {
    let source = """
      struct Feature { let title: String; let caption: String }
      struct FeatureState {
        let features = [
          Feature(title: "Fast", caption: "Loads in a blink."),
          Feature(title: "Private", caption: "Nothing leaves the phone."),
        ]
      }
      struct FeatureSheet: View {
        let feature: Feature
        var body: some View { FeatureCard(feature: feature) }
      }
      struct FeatureCard: View {
        let feature: Feature
        var body: some View {
          VStack {
            Text(feature.title).font(.title2)
            Text(feature.caption).font(.callout)
          }
          .padding(.horizontal, 20)
        }
      }
      """
    let view = try #require(try flow(source).pages.first?.view)
    #expect(view.viewType == "FeatureCard")
    #expect(view.title?.font == .textStyle(.title2, weight: nil) && view.title?.leadingInset == 20)
    #expect(view.title?.unread == [.insets], "FeatureSheet, or any parent, may pad it more")
    #expect(view.description?.font == .textStyle(.callout, weight: nil))
  }

  @Test(arguments: [
    // Two views show the page: which one draws it is not certain.
    """
    struct FeatureCard: View {
      let feature: Feature
      var body: some View { Text(feature.title).font(.title2) }
    }
    struct FeatureSheet: View {
      let feature: Feature
      var body: some View { Text(feature.title).font(.largeTitle) }
    }
    """,
    // It holds the page but shows none of its fields.
    """
    struct FeatureCard: View {
      let feature: Feature
      let heading: String
      var body: some View { Text(heading).font(.title2) }
    }
    """,
    // It shows a title of its own, of a property that is not the page.
    """
    struct FeatureCard: View {
      let title: String
      var body: some View { Text(title).font(.title2) }
    }
    """,
    // A view the app never builds draws no page.
    """
    struct FeatureTile: View {
      let feature: Feature
      var body: some View { Text(feature.title).font(.title2) }
    }
    """,
    // A view the app builds only in its previews draws no page.
    """
    struct FeatureTile: View {
      let feature: Feature
      var body: some View { Text(feature.title).font(.title2) }
    }
    #Preview { FeatureTile(feature: Feature(title: "Demo", caption: "A sample.")) }
    struct FeatureTile_Previews: PreviewProvider {
      static var previews: some View { FeatureTile(feature: Feature(title: "Demo", caption: "Another.")) }
    }
    """,
    // The page is a value it makes itself, not one it is given.
    """
    struct FeatureCard: View {
      let feature = Feature(title: "Demo", caption: "A sample.")
      var body: some View { Text(feature.title).font(.title2) }
    }
    """,
  ])
  func noViewIsGuessed(_ views: String) throws {
    let source = """
      struct Feature { let title: String; let caption: String }
      struct FeatureState {
        let features = [
          Feature(title: "Fast", caption: "Loads in a blink."),
          Feature(title: "Private", caption: "Nothing leaves the phone."),
        ]
      }
      struct FeatureScreen: View {
        let feature: Feature
        var body: some View { VStack { FeatureCard(feature: feature); FeatureSheet(feature: feature) } }
      }
      \(views)
      """
    #expect(try flow(source).pages.allSatisfy { $0.view == nil })
  }
}
