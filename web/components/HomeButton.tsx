import { useNavigate } from 'react-router-dom';
import { LockButton } from './LockButton';

export function HomeButton() {
  const navigate = useNavigate();
  return (
    <LockButton theme="solid" onClick={() => navigate('/dashboard')}>
      返回首页
    </LockButton>
  );
}
