package serbench.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;

@Command(name = "list", description = "List the codecs (with library versions and traits) and the data sets.")
final class ListCommand implements Runnable {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        TextTable codecs = new TextTable("codec", "family", "library", "version", "traits", "setup");
        for (Codec c : Codecs.all()) {
            codecs.row(c.id(), c.family(), c.library().name(), c.library().version(), c.traits(), c.setup());
        }
        out.println("Codecs");
        codecs.print(out);
        out.println();
        TextTable datasets = new TextTable("data set", "description");
        for (Dataset<?> d : Datasets.all()) datasets.row(d.id(), d.description());
        out.println("Data sets");
        datasets.print(out);
    }
}
