import Logging

/// Configures swift-log once: debug with --verbose, errors only with --quiet.
func bootstrapLogging(verbose: Bool, quiet: Bool) {
    LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = verbose ? .debug : (quiet ? .error : .warning)
        return handler
    }
}
