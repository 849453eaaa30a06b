//
//  LoginVC.swift
//  piepaw
//
//  Created by Piepaw Team on 02/02/26.
//

import UIKit

/// The first UIKit screen after onboarding: a photo, the logo and a sign-in button.
final class LoginVC: UIViewController {

    private let backgroundView: UIImageView = {
        let imageView = UIImageView(image: UIImage(resource: .getStarted))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        return imageView
    }()

    private let logoView = UIImageView(image: UIImage(resource: .logoPet))

    private let headlineLabel: UILabel = {
        let label = UILabel()
        label.text = "WELCOME TO PIEPAW"
        label.font = .systemFont(ofSize: 30, weight: .black)
        label.textColor = .label
        return label
    }()

    private let detailLabel: UILabel = {
        let label = UILabel()
        label.text = "Sign in to save favourites, message shelters and follow your adoption."
        label.font = .systemFont(ofSize: 17)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }()

    private let signInButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.baseBackgroundColor = UIColor(resource: .loginButton)
        configuration.cornerStyle = .large
        return UIButton(configuration: configuration)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layoutBackground()
        layoutHeader()
        layoutSignInButton()
    }

    private func layoutBackground() {
        pin(backgroundView, constraints: [
            backgroundView.topAnchor.constraint(equalTo: view.topAnchor),
            backgroundView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            backgroundView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backgroundView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    private func layoutHeader() {
        pin(logoView, constraints: [
            logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 48),
            logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoView.widthAnchor.constraint(equalToConstant: 80),
            logoView.heightAnchor.constraint(equalTo: logoView.widthAnchor),
        ])
        pin(headlineLabel, constraints: [
            headlineLabel.topAnchor.constraint(equalTo: logoView.bottomAnchor, constant: 16),
            headlineLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        pin(detailLabel, constraints: [
            detailLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 12),
            detailLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func layoutSignInButton() {
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        pin(signInButton, constraints: [
            signInButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            signInButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 52),
        ])
    }

    private func pin(_ subview: UIView, constraints: [NSLayoutConstraint]) {
        view.addSubview(subview)
        subview.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate(constraints)
    }

    @objc private func signInTapped() {
        // Sign-in is out of scope for this sample.
    }
}

#Preview {
    LoginVC()
}
