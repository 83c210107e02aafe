package serbench.safety;

import java.util.Arrays;
import serbench.bench.fork.ForkMain;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;

/**
 * The isolated safety JVM: {@code SafetyMain CODEC DATASET TRIALS SEED ATTACK...}. Its heap is small and
 * the orchestrator kills it after a time limit; whatever a hostile input does here cannot reach serbench.
 */
public final class SafetyMain {
    private SafetyMain() {}

    public static void main(String[] args) throws Exception {
        ForkMain.exitWithOrchestrator();
        Datasets.addOwnFromProperty();
        @SuppressWarnings("unchecked")
        Dataset<Object> dataset = (Dataset<Object>) Datasets.byId(args[1]).orElseThrow();
        Trials trials = new Trials(Codecs.byId(args[0]).orElseThrow(), dataset, System.out);
        for (String attack : Arrays.copyOfRange(args, 4, args.length)) {
            try {
                trials.run(Attack.byId(attack), Integer.parseInt(args[2]), Long.parseLong(args[3]));
            } catch (Exception e) {
                // serbench's own failure to build the attack must not count against the codec
                System.out.println("na " + attack + " serbench could not build this attack: " + e);
            }
        }
        // hung decoders may still spin: this JVM's work is done
        System.exit(0);
    }
}
