// swift-format-ignore-file
import UIKit

final class SignInViewController: UIViewController {
    private let heroView: UIImageView = {
        let view = UIImageView()
        view.image = UIImage(resource: .signInHero)
        view.contentMode = .scaleAspectFill
        return view
    }()

    private let logoView = UIImageView(image: UIImage(named: "pawpal-logo"))

    private let headline: UILabel = {
        let label = UILabel()
        label.text = "FIND YOUR COMPANION"
        label.textColor = UIColor(named: "InkColor")
        return label
    }()

    private let signInButton: UIButton = {
        let button = UIButton()
        button.setTitle("Sign in to continue", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(resource: .accentOrange)
        return button
    }()

    /* A nested comment: UIImage(named: "not-real") /* still a comment */ and Image(.ghost) */
    private let note = "Image(.fromAString) and [OnboardingModel] in a string"
}
