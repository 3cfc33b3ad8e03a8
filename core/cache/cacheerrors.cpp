#include "cacheerrors.h"

#include "cachetr.h"

#include <cerrno>

namespace DriveProof::Cache {

Error stillUnchanged(const QString &device, bool wanted)
{
    QString message;
    if (wanted) {
        //: %1 device path
        message = Tr::tr("The drive %1 accepted the change but still reports its write cache "
                         "as off.")
                      .arg(device);
    } else {
        //: %1 device path
        message = Tr::tr("The drive %1 accepted the change but still reports its write cache "
                         "as on.")
                      .arg(device);
    }
    return Error{device, message, EIO};
}

} // namespace DriveProof::Cache
