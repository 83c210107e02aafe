package serbench.codec.xstream;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.converters.ErrorWritingException;
import com.thoughtworks.xstream.security.NoTypePermission;
import com.thoughtworks.xstream.security.NullPermission;
import com.thoughtworks.xstream.security.PrimitiveTypePermission;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * XStream XML, secured as its documentation requires: XStream's own default permissions (which admit
 * common JDK types such as {@code HashMap}, {@code File} or {@code URL}) are replaced by exactly the
 * classes that the data set's value holds.
 */
public final class XStreamCodec extends ProfiledCodec {
    public XStreamCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        XStream xstream = new XStream();
        xstream.setClassLoader(dataset.type().getClassLoader());   // the user's own classes (--type) are in their jar's
        xstream.addPermission(NoTypePermission.NONE);
        xstream.addPermission(NullPermission.NULL);
        xstream.addPermission(PrimitiveTypePermission.PRIMITIVES);
        xstream.allowTypes(ModelTypes.instantiatedBy(dataset).toArray(Class<?>[]::new));
        // a list with no field to type it (a map's value) is the element <list>, XStream's alias of the interface
        // java.util.List, checked before XStream instantiates its default implementation (ArrayList, allowed above)
        xstream.allowTypes(new Class<?>[] {List.class});
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                try {
                    return xstream.toXML(value).getBytes(StandardCharsets.UTF_8);
                } catch (ErrorWritingException e) {
                    throw reason(e);
                }
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                try {
                    return dataset.type().cast(xstream.fromXML(new ByteArrayInputStream(bytes)));
                } catch (ErrorWritingException e) {
                    throw reason(e);
                }
            }
        });
    }

    /**
     * What a failure says in one line: XStream's message is its debugging banner, whose first line is the banner's
     * title where XStream only passes a cause on (a record's final fields: "can't get field offset on a record
     * class"), so the cause is the reason then.
     */
    private static Exception reason(ErrorWritingException e) {
        Throwable t = e;
        while (t instanceof ErrorWritingException w && (w.getShortMessage() == null || w.getShortMessage().isBlank())
               && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof Error error) throw error;
        return (Exception) t;
    }
}
