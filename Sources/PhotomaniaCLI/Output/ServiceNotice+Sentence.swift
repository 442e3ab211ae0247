import PhotomaniaKit

extension ServiceNotice {
    /// The notice as one line, said once for the run.
    var sentence: String {
        switch self {
        case .imagesCapped(let edge, let reason):
            "some photos were offered at most \(edge) px on the long side (\(reason)): the largest offered was saved"
        }
    }
}
