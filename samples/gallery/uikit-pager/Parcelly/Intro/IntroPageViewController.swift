//
//  IntroPageViewController.swift
//  Parcelly
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

/// One intro page: a full-screen photo with a title and a message over a dark gradient.
final class IntroPageViewController: UIViewController {

    private let headline: String
    private let message: String
    private let imageName: String

    init(title: String, message: String, imageName: String) {
        self.headline = title
        self.message = message
        self.imageName = imageName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        let imageView = UIImageView(image: UIImage(named: imageName))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true

        let titleLabel = UILabel()
        titleLabel.text = headline
        titleLabel.font = .systemFont(ofSize: 32, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0

        let messageLabel = UILabel()
        messageLabel.text = message
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.textColor = .white.withAlphaComponent(0.85)
        messageLabel.numberOfLines = 0

        let textStack = UIStackView(arrangedSubviews: [titleLabel, messageLabel])
        textStack.axis = .vertical
        textStack.spacing = 12

        for subview in [imageView, textStack] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: view.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            textStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textStack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -128),
        ])
    }
}
