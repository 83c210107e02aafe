package serbench.cli.shared;

import java.util.Arrays;
import picocli.CommandLine;

/**
 * The rule for every list option (docs/cli-rules.md): items separated by the option's separator, none of them
 * empty. picocli drops trailing empty items but keeps leading ones, so the rule is checked on the text as typed.
 */
public final class ListItems {
    private ListItems() {}

    /** @throws CommandLine.ParameterException naming the option, for the first list with an empty item */
    public static void check(CommandLine.ParseResult parsed) {
        CommandLine.ParseResult command = parsed;
        while (command.hasSubcommand()) command = command.subcommand();
        for (CommandLine.Model.OptionSpec option : command.matchedOptions()) {
            if (option.splitRegex().isEmpty()) continue;
            for (String typed : option.originalStringValues()) {
                if (Arrays.stream(typed.split(option.splitRegex(), -1)).anyMatch(String::isBlank)) {
                    throw new CommandLine.ParameterException(command.commandSpec().commandLine(), option.longestName()
                        + " '" + typed + "': an empty item in the list; separate the items by single '"
                        + option.splitRegex() + "'");
                }
            }
        }
    }
}
