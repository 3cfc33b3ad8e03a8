// tst_helperdevices' capacity-check open (issue 24), on its plain loop device: the client's
// CapacityCheck purpose makes the helper ask polkit's own check-capacity action, which
// open-device-for-writing does not stand in for, nor it for that.
#include "helperdevices.h"

#include "privilege/helperclient.h"
#include "privilege/helpernames.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Helper1 = DriveProof::Privilege::Helper1;
using namespace DriveProof::Privilege;

void TestHelperDevices::capacityCheckAsksItsOwnAction()
{
    struct stat plain = {};
    QCOMPARE(::stat(QFile::encodeName(m_plain.path()).constData(), &plain), 0);
    const HelperClient client(m_h->address());
    const auto capacityOpen = [&] {
        return client.openDevice(m_plain.path(), OpenMode::ReadWrite, OpenFlag::Direct,
                                 OpenPurpose::CapacityCheck);
    };

    QVERIFY(allow({Helper1::actionOpenDevice(), Helper1::actionOpenDeviceForWriting()}));
    const auto denied = capacityOpen();
    QVERIFY(!denied);
    QCOMPARE(denied.error().errnum, EACCES);
    // polkit was asked the capacity check's own question, for this device.
    const QStringList checks =
        m_h->mockLog().split(QLatin1Char('\n')).filter(QStringLiteral("CheckAuthorization"));
    QVERIFY(!checks.isEmpty());
    QVERIFY2(checks.constLast().contains(QStringLiteral("\"%1\" {\"device\": \"%2\"}")
                                             .arg(Helper1::actionCheckCapacity(), m_plain.path())),
             qPrintable(checks.constLast()));

    QVERIFY(allow({Helper1::actionCheckCapacity()}));
    const auto opened = capacityOpen();
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    struct stat st = {};
    QCOMPARE(::fstat(opened.value(), &st), 0);
    QCOMPARE(st.st_rdev, plain.st_rdev);
    QCOMPARE(::fcntl(opened.value(), F_GETFL) & O_ACCMODE, O_RDWR);
    ::close(opened.value());
    // The capacity check's action opens nothing else for writing.
    const auto plainWrite = client.openDevice(m_plain.path(), OpenMode::ReadWrite);
    QVERIFY(!plainWrite);
    QCOMPARE(plainWrite.error().errnum, EACCES);
}
