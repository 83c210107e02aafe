package serbench.model;

import java.io.Serializable;

/**
 * Base of every shared-model class: value equality over all instance fields, so a round trip can be
 * checked with {@code equals} and a failure can name the first field that differs.
 */
public abstract class ModelObject implements Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public final boolean equals(Object other) {
        return ModelDiff.firstDifference(this, other) == null;
    }

    @Override
    public final int hashCode() {
        return ModelHash.of(this);
    }

    @Override
    public String toString() {
        return ModelDescription.of(this);
    }
}
