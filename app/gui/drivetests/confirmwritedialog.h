// The last step of the safety flow for a test that writes over a raw device (docs/design.md §5):
// the user types the device's name ("sdb") to confirm that everything on it may be lost.
// Shown window-modal with open(); accepted() only when the name matches. An empty drive
// (no partition table, no file system: Device::probeDriveContents) has nothing to lose: the
// dialog then names the drive, says it is empty and asks once, without the typed name.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace DriveProof::Gui {

class Notice;

class ConfirmWriteDialog : public QDialog
{
    Q_OBJECT
public:
    // `node` "/dev/sdb", `title` the test's name, `drive` the drive's model or name.
    ConfirmWriteDialog(const QString &node, const QString &test, const QString &drive,
                       QWidget *parent = nullptr, bool emptyDrive = false);

    bool isEmptyDrive() const { return m_empty; }

    QString expectedName() const { return m_name; }
    QLineEdit *nameEdit() const { return m_edit; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void check();

    QString m_node;
    QString m_name;
    QString m_test;
    QString m_drive;
    bool m_empty = false;
    Notice *m_warning;
    QLabel *m_prompt;
    QLineEdit *m_edit;
    QDialogButtonBox *m_buttons;
};

} // namespace DriveProof::Gui
