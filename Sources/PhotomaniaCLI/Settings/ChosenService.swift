import PhotomaniaKit

/// The service a run talks to, once its settings name it: whose words `--help`, the options and
/// the commands speak.
enum ChosenService {
    /// Set for the parse and the run of a command whose service is known.
    @TaskLocal static var provider: ServiceRegistry.Entry?

    /// The chosen service, else the registry's default.
    static var entry: ServiceRegistry.Entry { provider ?? ServiceRegistry.current.defaultEntry }
}
