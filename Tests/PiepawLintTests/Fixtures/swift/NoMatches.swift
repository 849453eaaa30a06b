// swift-format-ignore-file
// Everything below looks like onboarding code but sits in comments and strings, so nothing may be found.

// static var pages: [OnboardingModel] = [.init(title: "Hidden", tag: 0)]
// ForEach(0..<9) { _ in Capsule() }
/* TabView(selection: $hiddenIndex) { if hiddenIndex != 7 {} }
   /* nested: Image(.nestedGhost) UIImage(named: "nested-ghost") */
   Color("StillComment") ImageResource.commentGhost */
/// UIColor(named: "DocGhost")

let decoy = "static var pages: [OnboardingModel] = [.init(title: \"x\", tag: 0)]"
let capsuleDecoy = "ForEach(0..<5) { _ in Capsule() } and currentIndex != 4"
let multiline = """
    TabView(selection: $fromString)
    Image(.multilineGhost) Color("MultilineGhost")
    \(1 + 1) ImageResource.inInterpolationIsCodeButOnlyANumberHere
    """
let raw = #"UIImage(named: "raw-ghost") \(notInterpolated) ForEach(0...3) { Capsule() }"#
let regex = #/Image\("regex-ghost"\)/#
