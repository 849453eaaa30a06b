/// Finds the pages of a `UIPageViewController` written as an array of view controllers built with their
/// content (`[IntroPageViewController(title: …, message: …, imageName: …), …]`) in a file that pages.
/// Arrays of page models shown by UIKit pagers are model arrays (`ModelArrayRecogniser`); the linker marks them
/// `uikit-pages`.
struct UIKitPagesRecogniser: FlowShape {
  let index: SwiftProjectIndex
  let inference: PageModelInference
  let evidence: FlowEvidence

  func flows() -> [RecognisedFlow] {
    index.files.filter { $0.evidence.contains(.pageViewController) || $0.evidence.contains(.pagingScrollView) }
      .flatMap(flows(in:))
  }

  private func flows(in file: SwiftFileIndex) -> [RecognisedFlow] {
    var arrays: [(name: String, type: String?, node: SwiftNode)] = []
    for type in file.types + [file.globals] {
      for property in type.properties {
        if let node = property.value ?? property.computed, node.elements != nil {
          arrays.append((property.name, type.name.isEmpty ? nil : type.name, node))
        }
      }
    }
    arrays += file.assignments.map { ($0.target, $0.enclosingType, $0.value) }
    return arrays.compactMap { flow(name: $0.name, enclosingType: $0.type, array: $0.node, file: file) }
  }

  private func flow(name: String, enclosingType: String?, array: SwiftNode, file: SwiftFileIndex) -> RecognisedFlow? {
    guard let elements = array.elements, elements.count >= 2 else { return nil }
    let fields = PageFieldReader(index: index, file: file, enclosingType: enclosingType)
    let calls = elements.compactMap { fields.resolved($0).call }
    guard calls.count == elements.count,
      // A type's initializer: `newViewController(named:)` is a method that may load anything (a storyboard's scene).
      calls.allSatisfy({ call in
        call.typeName.map { $0.startsUppercase && index.isViewController($0) } == true
      })
    else { return nil }
    let pages = zip(elements, calls).map { element, call -> Page in
      var page = Page(location: element.location)
      for argument in call.arguments {
        guard let label = argument.label, let role = inference.role(of: label, typeName: nil) else { continue }
        fields.fill(&page, role: role, value: argument.value)
      }
      return page
    }
    // A screen's sections (`[newsController, noticeController]` of a notifications screen) carry no page text
    // and speak of no onboarding.
    let types = Set(calls.compactMap(\.typeName))
    guard
      pages.contains(where: { $0.title != nil || $0.description != nil })
        || evidence.speaksOfOnboarding(names: [name, enclosingType] + types.sorted(), file: file.path)
    else { return nil }
    let flow = Flow(kind: .uikitPages, location: array.location, name: name, pages: pages)
    var recognised = RecognisedFlow(flow: flow, file: file.path, dataName: name, enclosingType: enclosingType)
    recognised.pageViewType = types.count == 1 ? types.first : nil
    return recognised
  }
}

extension Flow.Kind {
  /// `UIPageViewController` pages, or a paging scroll view over an array.
  static let uikitPages = Flow.Kind(
    "uikit-pages", traits: Flow.Traits(tagsWrittenPerPage: true, pagesAreOneCollection: true, pageViews: .dataPager))
}

extension UIKitPagesRecogniser {
  static let description = FlowShapeDescription(
    kind: .uikitPages,
    summary: """
      `UIPageViewController` pages built as `[IntroPageViewController(title:…)]`, or a page-model array in a file \
      that pages (`isPagingEnabled`, `UIPageControl`)
      """,
    examples: {
      [
        .reads(
          "a page view controller's pages, built as view controllers with their texts",
          titles: ["Scan", "Sort"],
          files: [
            "Onboarding/OnboardingPagesController.swift": """
            import UIKit
            final class IntroPageViewController: UIViewController {
              init(title: String, message: String) { super.init(nibName: nil, bundle: nil) }
              required init?(coder: NSCoder) { nil }
            }
            final class OnboardingPagesController: UIPageViewController {
              let pages = [
                IntroPageViewController(title: "Scan", message: "Point at any receipt."),
                IntroPageViewController(title: "Sort", message: "Folders fill themselves."),
              ]
              override func viewDidLoad() {
                super.viewDidLoad()
                setViewControllers([pages[0]], direction: .forward, animated: false)
              }
            }
            """
          ]),
        .nearMiss(
          "view controllers a tab bar controller holds: no page view controller or paging view shows them",
          files: [
            "App/MainTabController.swift": """
            import UIKit
            final class FeatureViewController: UIViewController {
              init(title: String, message: String) { super.init(nibName: nil, bundle: nil) }
              required init?(coder: NSCoder) { nil }
            }
            final class MainTabController: UITabBarController {
              override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [
                  FeatureViewController(title: "Scan", message: "Point at any receipt."),
                  FeatureViewController(title: "Sort", message: "Folders fill themselves."),
                ]
              }
            }
            """
          ]),
      ]
    })
}
